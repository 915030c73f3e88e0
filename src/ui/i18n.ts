import { useAppStore } from '../state/store';

const en = {
  appName: 'Mindkeep',
  conversations: 'Conversations',
  newChat: 'New chat',
  searchConversations: 'Search conversations',
  noConversations: 'No conversations yet.',
  noMatches: 'Nothing found.',
  rename: 'Rename',
  delete: 'Delete',
  confirmDelete: 'Delete this conversation and all its messages? This cannot be undone.',
  cancel: 'Cancel',
  save: 'Save',
  settings: 'Settings',
  message: 'Message',
  send: 'Send',
  stop: 'Stop',
  regenerate: 'Regenerate',
  retry: 'Retry',
  edit: 'Edit',
  saveAndSend: 'Save & send',
  copy: 'Copy',
  copied: 'Copied',
  you: 'You',
  assistant: 'Assistant',
  thinking: 'Thinking…',
  composerHint: 'Enter to send, Shift+Enter for a new line',
  emptyTitle: 'Start a conversation',
  emptyBody: 'Your conversations stay in this browser. Set your own API key in Settings to begin.',
  interrupted: 'Interrupted',
  stopped: 'Stopped',
  apiKey: 'API key',
  showKey: 'Show key',
  hideKey: 'Hide key',
  rememberKey: 'Remember key on this device',
  rememberKeyHint: 'Otherwise the key is forgotten when this tab closes. It is never stored in the database or exported.',
  baseUrl: 'Base URL',
  chatModel: 'Chat model',
  memoryModel: 'Memory model',
  memoryModelHint: 'Empty: same as the chat model.',
  language: 'Language',
  provider: 'Provider preset',
  providerCustom: 'Custom',
  testConnection: 'Test connection',
  testing: 'Testing…',
  connectionOk: 'Connected.',
  connectionOkModels: 'Connected. {n} models available.',
  loadModels: 'Load models',
  noKeyReason: 'Add your API key to send messages.',
  session: 'Browser session',
  sessionHint: 'Each session has its own conversations and memory; nothing crosses sessions.',
  currentSession: 'current',
  switchSession: 'Switch',
  newSession: 'Start a new session',
  confirmNewSession: 'Start a new, empty session? The current one stays available here.',
  close: 'Close',
  dismiss: 'Dismiss',
  mode_ordinary_chat: 'Chat',
  bootFailed: 'Local storage is unavailable, so conversations cannot be kept: {reason}',
  tokens: '~{n} tokens',
  invalidUrl: 'Enter a full http(s) URL, e.g. https://api.openai.com/v1',
  emptyModel: 'Enter a model name.',
  compacting: 'Compressing older turns…',
  compacted: 'Older turns compressed into a summary',
  compactFailed: 'Could not compress older turns; will retry after the next turn',
  pinnedDecisions: 'Pinned decisions',
  pinnedDecisionsCount: 'Pinned decisions ({n})',
  noPinnedDecisions: 'No pinned decisions yet. Key conclusions of long conversations appear here.',
  summaryKept: 'Older turns of this conversation are kept as a summary.',
  unpin: 'Unpin',
  tokenEstimateLabel: 'Approximate size of the next request',
  compactLimits: 'Compress context after (turns / characters)',
  memoryStatus: 'Memory status',
  memoryOn: 'Memory on',
  memoryPausedState: 'Memory paused',
  memoryUnavailable: 'Memory unavailable: {reason}',
  memoryPending: '{n} pending',
  pauseMemory: 'Pause memory (nothing is recalled or remembered)',
  err_no_key: 'No API key is set. Add one in Settings.',
  err_auth: 'The API key was rejected (401). Check it in Settings.',
  err_forbidden: 'The API key is not allowed to use this model or endpoint (403).',
  err_not_found: 'Model “{model}” was not found at this endpoint (404). Pick another model in Settings.',
  err_rate_limited: 'Rate limited by the provider (429).',
  err_rate_limited_after: 'Rate limited by the provider (429). Try again in {s} s.',
  err_server: 'The provider had a server error ({status}). Try again.',
  err_network: 'Could not reach {baseURL}. Check the address, and that the endpoint allows browser requests (CORS).',
  err_offline: 'You are offline. Your message is kept; send it when the network is back.',
  err_bad_request: 'The provider refused the request: {detail}',
  err_timeout: 'The provider took too long to answer.',
  err_malformed: 'The provider sent an answer that could not be read.',
  err_unsupported: 'The endpoint does not support this request.',
  err_interrupted: 'The answer was interrupted (the page was closed or reloaded).',
  err_stopped: 'Stopped.',
  err_generic: 'Something went wrong: {detail}',
};

export type Strings = typeof en;

const zh: Strings = {
  appName: 'Mindkeep',
  conversations: '会话',
  newChat: '新对话',
  searchConversations: '搜索会话',
  noConversations: '还没有会话。',
  noMatches: '没有找到。',
  rename: '重命名',
  delete: '删除',
  confirmDelete: '删除这个会话及其全部消息？此操作无法撤销。',
  cancel: '取消',
  save: '保存',
  settings: '设置',
  message: '消息',
  send: '发送',
  stop: '停止',
  regenerate: '重新生成',
  retry: '重试',
  edit: '编辑',
  saveAndSend: '保存并发送',
  copy: '复制',
  copied: '已复制',
  you: '你',
  assistant: '助手',
  thinking: '思考中…',
  composerHint: 'Enter 发送，Shift+Enter 换行',
  emptyTitle: '开始对话',
  emptyBody: '对话只保存在这个浏览器里。请先在设置中填写你自己的 API 密钥。',
  interrupted: '已中断',
  stopped: '已停止',
  apiKey: 'API 密钥',
  showKey: '显示密钥',
  hideKey: '隐藏密钥',
  rememberKey: '在此设备上记住密钥',
  rememberKeyHint: '不勾选时，关闭标签页后密钥即被遗忘。密钥从不写入数据库，也不会被导出。',
  baseUrl: 'Base URL',
  chatModel: '对话模型',
  memoryModel: '记忆模型',
  memoryModelHint: '留空则与对话模型相同。',
  language: '界面语言',
  provider: '服务商预设',
  providerCustom: '自定义',
  testConnection: '测试连接',
  testing: '测试中…',
  connectionOk: '连接成功。',
  connectionOkModels: '连接成功，可用模型 {n} 个。',
  loadModels: '获取模型列表',
  noKeyReason: '请先填写 API 密钥再发送消息。',
  session: '浏览器会话',
  sessionHint: '每个会话有独立的对话和记忆，互不相通。',
  currentSession: '当前',
  switchSession: '切换',
  newSession: '开始新会话',
  confirmNewSession: '开始一个全新的空会话？当前会话仍可在这里切回。',
  close: '关闭',
  dismiss: '知道了',
  mode_ordinary_chat: '对话',
  bootFailed: '本地存储不可用，无法保存对话：{reason}',
  tokens: '约 {n} 个 token',
  invalidUrl: '请输入完整的 http(s) 地址，例如 https://api.openai.com/v1',
  emptyModel: '请输入模型名称。',
  compacting: '正在压缩较早的对话…',
  compacted: '较早的对话已压缩为摘要',
  compactFailed: '压缩较早的对话失败，将在下一轮后重试',
  pinnedDecisions: '固定决策',
  pinnedDecisionsCount: '固定决策（{n}）',
  noPinnedDecisions: '还没有固定决策。长对话中的关键结论会显示在这里。',
  summaryKept: '本会话较早的内容已保存为摘要。',
  unpin: '取消固定',
  tokenEstimateLabel: '下一次请求的大致长度',
  compactLimits: '上下文压缩阈值（轮数 / 字符数）',
  memoryStatus: '记忆状态',
  memoryOn: '记忆已开启',
  memoryPausedState: '记忆已暂停',
  memoryUnavailable: '记忆不可用：{reason}',
  memoryPending: '{n} 项待处理',
  pauseMemory: '暂停记忆（不召回，也不记住新内容）',
  err_no_key: '尚未设置 API 密钥，请在设置中填写。',
  err_auth: 'API 密钥被拒绝（401），请在设置中检查。',
  err_forbidden: '此密钥无权使用该模型或接口（403）。',
  err_not_found: '该接口上找不到模型“{model}”（404），请在设置中换一个模型。',
  err_rate_limited: '请求过于频繁，被服务商限流（429）。',
  err_rate_limited_after: '请求过于频繁，被服务商限流（429），请 {s} 秒后再试。',
  err_server: '服务商出现服务器错误（{status}），请重试。',
  err_network: '无法连接 {baseURL}。请检查地址，并确认该接口允许浏览器直接请求（CORS）。',
  err_offline: '当前处于离线状态。你的消息已保留，联网后再发送。',
  err_bad_request: '服务商拒绝了请求：{detail}',
  err_timeout: '服务商响应超时。',
  err_malformed: '服务商返回的内容无法解析。',
  err_unsupported: '该接口不支持此请求。',
  err_interrupted: '回答被中断（页面被关闭或刷新）。',
  err_stopped: '已停止。',
  err_generic: '出错了：{detail}',
};

const dictionaries = { en, zh } as const;

export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => (k in values ? String(values[k]) : `{${k}}`));
}

export function useT(): Strings {
  const language = useAppStore((s) => s.settings.language);
  return dictionaries[language];
}

export interface ErrorLike {
  code: string;
  message: string;
  status?: number;
  retryAfterSeconds?: number;
}

/** A clear, localised sentence for a failure; never contains the key (only the base URL and model). */
export function errorText(t: Strings, e: ErrorLike, ctx: { baseURL: string; model: string }): string {
  switch (e.code) {
    case 'rate_limited':
      return e.retryAfterSeconds !== undefined ? format(t.err_rate_limited_after, { s: e.retryAfterSeconds }) : t.err_rate_limited;
    case 'server':
      return format(t.err_server, { status: e.status ?? '5xx' });
    case 'network':
      return format(t.err_network, { baseURL: ctx.baseURL });
    case 'not_found':
      return format(t.err_not_found, { model: ctx.model });
    case 'bad_request':
      return format(t.err_bad_request, { detail: e.message });
    case 'no_key':
    case 'auth':
    case 'forbidden':
    case 'offline':
    case 'timeout':
    case 'malformed':
    case 'unsupported':
    case 'interrupted':
    case 'stopped':
      return t[`err_${e.code}`];
    default:
      return format(t.err_generic, { detail: e.message });
  }
}
