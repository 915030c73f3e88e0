import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// One's car, bike or device at the repair shop: "the car is at the garage", "das Auto ist in der Werkstatt", "la
// voiture est chez le garagiste", "el coche está en el taller", "o carro está na oficina", "la macchina è dal meccanico",
// "машина в ремонте", "车送去修理厂了", "車を修理に出している", "차를 정비소에 맡겼다". Once fixed the memory is stale. A home
// garage ("keeps the car in the garage") and a job in a workshop ("works at a garage", "在修理厂工作") name no repair.
// Input is canonical text.

const THING_ROM = String.raw`(?:voiture|velo|moto|ordinateur|telephone|coche|carro|auto|bici|portatil|movil|bicicleta|computador|celular|telemovel|macchina|portatile|telefono)`;
const IN_REPAIR: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:car|bike|van|laptop|phone|motorbike|scooter)\s+(?:is|['’]s|was)\s+(?:still\s+)?(?:at\s+the\s+(?:garage|mechanic['’]?s?|body\s+shop|repair\s+shop)|in\s+the\s+(?:shop|repair\s+shop|body\s+shop)|in\s+for\s+(?:repairs?|a\s+service)|being\s+(?:repaired|fixed|serviced))\b`,
  de: String.raw`\b(?:auto|wagen|fahrrad|rad|laptop|handy)\s+(?:\p{L}+\s+)?(?:ist|steht)\s+(?:noch\s+|gerade\s+)?(?:in\s+der\s+werkstatt|in\s+reparatur|zur\s+reparatur|beim\s+mechaniker)\b`,
  fr: String.raw`\b${THING_ROM}\s+(?:\p{L}+\s+)?(?:est|sont)\s+(?:encore\s+)?(?:chez\s+le\s+(?:garagiste|mecanicien|reparateur)|en\s+reparation|au\s+sav|en\s+revision)\b`,
  es: String.raw`\b${THING_ROM}\s+(?:\p{L}+\s+)?(?:esta|estan)\s+(?:todavia\s+|aun\s+)?(?:en\s+el\s+taller|en\s+reparacion|en\s+el\s+mecanico)\b`,
  pt: String.raw`\b${THING_ROM}\s+(?:\p{L}+\s+)?(?:esta|estao|foi)\s+(?:\p{L}+\s+)?(?:na\s+oficina|no\s+mecanico|em\s+manutencao|no\s+conserto|para\s+o\s+conserto|na\s+assistencia)\b`,
  it: String.raw`\b${THING_ROM}\s+(?:\p{L}+\s+)?(?:e|sono)\s+(?:ancora\s+)?(?:dal\s+meccanico|in\s+officina|dal\s+carrozziere|in\s+riparazione|in\s+assistenza)\b`,
  ru: String.raw`(?<![\p{L}])(?:машина|автомобиль|ноутбук|телефон|велосипед)\s+(?:\p{L}+\s+)?(?:в\s+ремонте|в\s+сервисе|на\s+ремонте|в\s+автосервисе)(?![\p{L}])|(?<![\p{L}])(?:отдал|отдала|отогнал|отогнала|сдал|сдала)\s+(?:\p{L}+\s+)?(?:машину|ноутбук|телефон)\s+в\s+(?:ремонт|сервис|автосервис)(?![\p{L}])`,
  zh: String.raw`(?:车|車|电脑|電腦|手机|手機)子?(?:送去|送到|拿去|开去|開去)(?:修理厂|修理廠|4S店|维修|維修|修理|修)|(?:车|車|电脑|電腦|手机|手機)子?(?:在|还在|還在)(?:修理厂|修理廠|维修|維修|修)(?!理厂工作|理廠工作)|(?:车|車)子?送修了`,
  ja: String.raw`(?:車|自転車|パソコン|スマホ|携帯)(?:を|は|が)?(?:修理に出して(?:いる|る|います)|修理中|車検中|点検中|整備中)`,
  ko: String.raw`(?:차|자동차|노트북|휴대폰|핸드폰|자전거)(?:를|을|가|이|는)?\s?(?:정비소|수리\s?센터|카센터|서비스\s?센터)에\s?(?:맡겼|맡겨\s?(?:두었|뒀|놓)|있)|(?:차|자동차|노트북|휴대폰|핸드폰)(?:가|이|는)?\s?수리\s?중`,
};

const IN_REPAIR_OF = cued(new RegExp(union(IN_REPAIR), 'iu'));

/** One's car, bike or device at the repair shop: temporary. */
export const hasInRepair = (text: string): boolean => IN_REPAIR_OF.test(text);
