import type { Concept } from './concept';

// Pastimes a question names by their gear, their catch or their game rather than the pastime's name, beside
// pastimes.data.ts: fishing (its rod, its fly and lure, the trout and char it catches), collecting records (vinyl,
// a turntable), the board games of East Asia (shogi, go). Written by hand like pastimes.data.ts, with CJK words as
// Intl.Segmenter yields them (joined up to four pieces). A form that is an everyday word in another sense is left
// out (English "char" and "record", French "pêche" and Italian "pesca" a peach, "disque" any disc, German "Fliege" a
// fly or a bow tie and "Platten" a flat tyre, Japanese 記録 any record, Korean 장기 an organ or the long term), and
// English "fishing" alone, which a world question asks of any water ("fishing regulations in Hokkaido").
// A name alike in every Latin language ("shogi") is written in English only: it would count as each one's.
// conceptBridge.ts decides when a match counts.

export const PASTIME_GEAR_CONCEPTS: readonly Concept[] = [
  {
    id: 'fishing',
    kind: 'life',
    forms: {
      en: ['fly fishing', 'angling', 'trout', 'fly rod', 'fishing rod', 'go fishing', 'went fishing'],
      zh: ['钓鱼', '飞钓', '假饵', '路亚', '鳟鱼', '红点鲑', '鱼竿'],
      ja: ['釣り', 'フライフィッシング', '渓流釣り', 'イワナ', '岩魚', 'ヤマメ', 'ニジマス', '毛ばり', 'ルアー', '釣り竿'],
      ko: ['낚시', '플라이낚시', '송어', '곤들매기', '산천어', '루어', '낚싯대'],
      de: ['angeln', 'fliegenfischen', 'forelle', 'forellen', 'saibling', 'saiblinge', 'angelrute'],
      fr: ['pêche à la mouche', 'pêche en rivière', 'truite', 'truites', 'omble', 'ombles', 'canne à pêche'],
      es: ['pesca', 'pesca con mosca', 'trucha', 'truchas', 'caña de pescar'],
      pt: ['pesca', 'pesca com mosca', 'pesca à mosca', 'truta', 'trutas', 'vara de pesca'],
      ru: ['рыбалка', 'рыбалку', 'рыбалке', 'рыбалки', 'нахлыст', 'нахлыстом', 'форель', 'форели', 'голец', 'гольца', 'удочка', 'удочку'],
      it: ['pesca a mosca', 'pesca con la mosca', 'trota', 'trote', 'salmerino', 'salmerini', 'canna da pesca'],
    },
  },
  {
    id: 'record collecting',
    kind: 'life',
    forms: {
      en: ['vinyl', 'vinyl records', 'record collection', 'record player', 'turntable'],
      zh: ['黑胶', '黑胶唱片', '唱片', '唱机'],
      ja: ['レコード', 'アナログ盤', 'レコードプレーヤー', 'ターンテーブル'],
      ko: ['레코드', '엘피', '바이닐', '턴테이블'],
      de: ['schallplatte', 'schallplatten', 'platte', 'plattensammlung', 'plattenspieler'],
      fr: ['vinyle', 'vinyles', 'platine vinyle', 'collection de disques'],
      es: ['vinilo', 'vinilos', 'tocadiscos', 'colección de discos'],
      pt: ['vinil', 'vinis', 'disco de vinil', 'discos de vinil', 'coleção de discos'],
      ru: ['винил', 'винила', 'пластинка', 'пластинки', 'пластинку', 'пластинок', 'проигрыватель'],
      it: ['vinile', 'vinili', 'giradischi', 'collezione di dischi'],
    },
  },
  {
    id: 'shogi',
    kind: 'life',
    forms: {
      en: ['shogi', 'japanese chess'],
      zh: ['日本将棋', '将棋'],
      ja: ['将棋', '詰将棋'],
      ko: ['쇼기', '일본장기'],
      de: ['japanisches schach'],
      fr: ['échecs japonais'],
      es: ['ajedrez japonés'],
      pt: ['xadrez japonês'],
      ru: ['сёги', 'шоги', 'японские шахматы'],
      it: ['scacchi giapponesi'],
    },
  },
  {
    id: 'go game',
    kind: 'life',
    forms: {
      en: ['baduk', 'weiqi', 'game of go'],
      zh: ['围棋'],
      ja: ['囲碁'],
      ko: ['바둑'],
      de: ['go spiel', 'go brett'],
      fr: ['jeu de go'],
      es: ['juego de go'],
      pt: ['jogo de go'],
      ru: ['игра го', 'игру го'],
      it: ['gioco del go'],
    },
  },
];
