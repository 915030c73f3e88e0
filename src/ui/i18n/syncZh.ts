import type { syncEn } from './syncEn';

// 设置中的“同步”：通过用户自己运行的中继在设备之间同步；键与英文相同。
export const syncZh: typeof syncEn = {
  sectionSync: '同步',
  syncIntro:
    '通过你自己运行的中继，让其他设备拥有相同的记忆和对话。所有内容在离开本设备前都用你的口令加密：中继无法读取。API 密钥和各项设置从不离开本设备。',
  relayUrl: '中继地址',
  syncRelayCommand: '启动中继的命令',
  /** Shown as code: the same in every language. */
  syncRelayCommandLine: 'npm run relay',
  relayUrlExampleTls: 'wss://sync.example.org',
  relayUrlExampleLocal: 'ws://127.0.0.1:4012',
  relayUrlExamples: '例如加密连接的远程中继，或本机上的中继：',
  syncPassphrase: '同步口令',
  syncPassphraseHint: '每台设备上都相同；它从不被保存或发送。没有它，任何同步的内容都无法读取。',
  pairingCode: '配对码',
  pairingCodeHint: '加入时：填写第一台设备显示的配对码。留空则创建新的同步空间。',
  createSyncSpace: '创建同步空间',
  joinSyncSpace: '加入同步空间',
  leaveSync: '在此设备上停止同步',
  copyPairingCode: '复制配对码',
  syncStatusName: '同步状态',
  syncState_off: '已关闭',
  syncState_connecting: '正在连接…',
  syncState_synced: '已同步',
  syncState_offline: '离线：更改等待中继',
  syncState_other_tab: '由此浏览器的另一个标签页同步',
  syncState_error: '出错',
  syncLeaveNote: '停止同步会保留本设备上存储的一切；只是不再发送和接收，并在本设备上忘记同步空间的密钥。',
};
