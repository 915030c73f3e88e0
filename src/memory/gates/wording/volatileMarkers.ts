import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// A note marked as passing by its tag or its emoji: a hashtag of a word for "temporary" in any of the ten languages
// ("#temp", "#vorübergehend", "#temporal", "#provvisorio", "#временно", "#临时", "#一時的", "#임시"), or an emoji CLDR
// names for a passing illness or a wait (face with thermometer, sneezing face, face with medical mask, face with
// head-bandage, nauseated and vomiting face; hourglass not done, construction, soon arrow). Input is canonical text.

const TEMPORARY_TAG = canonicalize(
  String.raw`#(?:temp|tmp|temporary|interim|wip|vorubergehend|vorlaufig|temporar|provisorisch|temporaire|provisoire|temporal|provisional|provisorio|temporario|temporaneo|provvisorio|временно|временное|临时|暂时|臨時|暫時|一時的|一時|暫定|仮|임시|일시적|당분간)(?![\p{L}\p{N}])`,
);
const PASSING_EMOJI = String.raw`[\u{1F912}\u{1F927}\u{1F637}\u{1F915}\u{1F922}\u{1F92E}\u{23F3}\u{1F6A7}\u{1F51C}]`;

const MARKER = cued(new RegExp(`${TEMPORARY_TAG}|${PASSING_EMOJI}`, 'iu'));

/** A temporary hashtag or an emoji of a passing illness or a wait: temporary. */
export const hasPassingMarker = (text: string): boolean => MARKER.test(text);
