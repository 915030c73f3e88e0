// The `ws` client is handed to y-websocket as its WebSocket (Node 20 has none built in); the tests use
// nothing else of it, so the browser's WebSocket type is all they need (no @types package for that).
declare module 'ws' {
  const WebSocket: typeof globalThis.WebSocket;
  export default WebSocket;
}
