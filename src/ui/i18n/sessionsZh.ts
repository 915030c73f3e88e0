import type { sessionsEn } from './sessionsEn';

// 设置中的“会话空间”：为本浏览器的会话命名、重命名和删除；键与英文相同。
export const sessionsZh: typeof sessionsEn = {
  sessionDefaultName: '会话 {number}',
  sessionDates: '创建于 {created} · 上次使用 {used}',
  sessionName: '会话名称',
  sessionNameHint: '留空则使用默认名称。',
  renameSession: '重命名',
  deleteSession: '删除',
  sessionCurrentNotDeletable: '当前会话无法删除：请先切换到其他会话。',
  confirmDeleteSession: '删除“{name}”？其中的对话、记忆和同步状态将从本浏览器中移除。此操作无法撤销。',
  confirmDeleteSessionButton: '删除会话',
  sessionDeleted: '已删除“{name}”。',
};
