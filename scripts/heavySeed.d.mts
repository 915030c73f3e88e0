import type { Page } from '@playwright/test';

export interface SeedConversation {
  id: string;
  title: string;
  mode: 'ordinary_chat';
  createdAt: string;
  lastActiveAt: string;
  temporary?: boolean;
}
export interface SeedMessage {
  id: string;
  conversationId: string;
  role: 'user' | 'assistant';
  text: string;
  status: 'complete';
  createdAt: string;
  seq: number;
}
export interface HeavyChat {
  conversations: SeedConversation[];
  messages: SeedMessage[];
}
export function buildHeavyChat(options: { conversations: number; messagesPerConversation: number; now: string; seed?: number }): HeavyChat;
export function pageSessionHash(page: Page): Promise<string>;
export function writeRecords(page: Page, db: 'chat' | 'memory', table: string, records: readonly unknown[], batch?: number): Promise<void>;
export function seedChat(page: Page, chat: HeavyChat): Promise<void>;
