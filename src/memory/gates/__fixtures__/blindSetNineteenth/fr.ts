// France : un export WhatsApp d'iPhone, une chaîne de réponses Outlook, un SMS du Crédit Agricole, des sous-titres .srt,
// le chat du service client Free, un journal applicatif, git en français, une réponse d'API de paiement.
import { nineteenthCases } from './cases';

const subjects = {
  chat_export: 'Famille',
  email_chain: 'Travail',
  sms_code: 'Banque',
  transcript: 'Cinéma',
  support_chat: 'Box internet',
  log_lines: 'Serveur',
  terminal_output: 'Git',
  api_json: 'Paiement',
  messenger_choice: 'Messagerie',
  export_habit: 'Sauvegarde',
  log_tooling: 'Journaux',
  subtitles: 'Cinéma',
  keyboard: 'Clavier',
  quoted_line: 'Cinéma',
  format_instruction: 'Réponses',
  email_habit: 'E-mails',
};

export const fr = [
  ...nineteenthCases('fr', 'refuse', subjects, {
    chat_export: ['[14/03/2026 21:14:05] Maman : Tu viens dimanche ?\n[14/03/2026 21:16:40] Vous : Oui, vers midi.'],
    email_chain: [
      'De : Claire Martin <c.martin@atelier-lumiere.fr>\nEnvoyé : mardi 3 mars 2026 16:12\nÀ : Julien Petit\nObjet : RE: Devis T2\n\nBonjour Julien, peux-tu valider avant vendredi ?',
    ],
    sms_code: ['SMS transféré : « Crédit Agricole : votre code de sécurité est 482913. Ne le communiquez jamais. »'],
    transcript: ["412\n00:14:32,400 --> 00:14:35,100\n- Tu m'avais promis de rentrer avant minuit.\n- Je sais."],
    support_chat: [
      'Conversation avec le service client Free : Conseiller Mehdi : Bonjour, je vois un incident sur votre ligne. Vous : Ça sera réparé quand ? Conseiller Mehdi : Intervention prévue le 16/03 entre 8h et 12h.',
    ],
    log_lines: ["14/03/2026 02:17:45 [ERREUR] Échec de la connexion à la base « clients » : délai d'attente dépassé"],
    terminal_output: [
      "Sortie de git status : Sur la branche main\nVotre branche est à jour avec 'origin/main'.\nModifications qui ne seront pas validées :\n\tmodifié :         src/app.ts",
    ],
    api_json: ['{"statut":"refusé","motif":"solde insuffisant","montant":"49,99 €","date":"14/03/2026"}'],
  }),
  ...nineteenthCases('fr', 'accept', subjects, {
    messenger_choice: ["Préfère Telegram à WhatsApp pour les groupes d'amis."],
    export_habit: ['Exporte chaque mois ses conversations WhatsApp pour les archiver.'],
    log_tooling: ['Lit toujours ses journaux avec journalctl et less.'],
    subtitles: ['Regarde les films en VO avec sous-titres français.'],
    keyboard: ['Tape sur un clavier AZERTY et déteste le QWERTY.'],
    quoted_line: ["Sa réplique préférée est « T'as d'beaux yeux, tu sais » de Quai des brumes."],
    format_instruction: ['Veut que le JSON dans les réponses soit toujours indenté, avec les clés en anglais.'],
    email_habit: ['Répond à ses e-mails le lundi matin, jamais le week-end.'],
  }),
];
