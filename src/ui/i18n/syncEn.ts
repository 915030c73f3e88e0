// Settings → Sync: cross-device sync through a relay the user runs.
export const syncEn = {
  sectionSync: 'Sync',
  syncIntro:
    'Keep the same memories and conversations on your other devices, through a relay you run. Everything is encrypted here with your passphrase before it leaves: the relay cannot read it. Your API key and settings never leave this device.',
  relayUrl: 'Relay URL',
  syncRelayCommand: 'Start a relay with',
  /** Shown as code: the same in every language. */
  syncRelayCommandLine: 'npm run relay',
  relayUrlExampleTls: 'wss://sync.example.org',
  relayUrlExampleLocal: 'ws://127.0.0.1:4012',
  relayUrlExamples: 'For example, behind TLS or on this computer:',
  syncPassphrase: 'Sync passphrase',
  syncPassphraseHint: 'The same on every device; it is never stored or sent. Without it, nothing synced can be read.',
  pairingCode: 'Pairing code',
  pairingCodeHint: 'To join: the code the first device shows. Leave empty to create a new space.',
  createSyncSpace: 'Create sync space',
  joinSyncSpace: 'Join sync space',
  leaveSync: 'Leave sync on this device',
  copyPairingCode: 'Copy code',
  syncStatusName: 'Sync status',
  syncState_off: 'Off',
  syncState_connecting: 'Connecting…',
  syncState_synced: 'Synced',
  syncState_offline: 'Offline: changes wait for the relay',
  syncState_other_tab: 'Syncing in another tab of this browser',
  syncState_error: 'Error',
  syncLeaveNote: 'Leaving keeps everything stored here; it stops sending and receiving and forgets the space’s keys on this device.',
};
