import type { chatOptionsEn } from './chatOptionsEn';

// 用户自己的指令（设置中的自定义指令、每个对话自己的设置）与单个对话的导出的中文文案；键与英文相同。
export const chatOptionsZh: typeof chatOptionsEn = {
  sectionInstructions: '自定义指令',
  instructionsIntro: '随每个对话发送，位于应用自身的指令之后、记忆召回的内容之前。与其他设置一起保存在此设备上，从不导出。',
  aboutMe: '关于我',
  aboutMeHint: '希望模型了解的关于你的信息，例如“我在杭州教数学。”',
  answerStyle: '回答方式',
  answerStyleHint: '例如“简短回答，使用公制单位，代码用 TypeScript。”',
  chatOptionsTitle: '对话选项',
  chatPrompt: '此对话的系统提示词',
  chatPromptHint: '仅用于此对话的人设或长期指示，例如“你是一位耐心的西班牙语老师。”按原文发送，位于你的自定义指令之后。',
  chatPromptTag: '自有提示词',
  chatOptionsNotSaved: '对话选项未能保存到此设备：浏览器拒绝了写入（{detail}）。在关闭此标签页前它们仍在此页生效。',
  copyChatMarkdown: '复制为 Markdown',
  downloadChatMarkdown: '下载为 Markdown',
  chatCopied: '已将“{title}”复制为 Markdown。',
  chatDownloaded: '已将“{title}”下载为 Markdown。',
  chatCopyFailed: '无法复制“{title}”：浏览器拒绝访问剪贴板。请改用“下载为 Markdown”。',
  chatExportFailed: '无法导出“{title}”：{reason}',
  markdownAnswerFailed: '没有回答：请求失败。',
};
