import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { runAboutnessSet } from '../src/memory/recall/__fixtures__/aboutnessRun';
import { runBlindAboutnessSet } from '../src/memory/recall/__fixtures__/blindRun';
import { runFifthAboutnessSet } from '../src/memory/recall/__fixtures__/fifthRun';
import { runSixthAboutnessSet } from '../src/memory/recall/__fixtures__/sixthRun';
import { runSeventhAboutnessSet } from '../src/memory/recall/__fixtures__/seventhRun';
import { runEighthAboutnessSet } from '../src/memory/recall/__fixtures__/eighthRun';
import { runNinthAboutnessSet } from '../src/memory/recall/__fixtures__/ninthRun';
import { runTenthAboutnessSet } from '../src/memory/recall/__fixtures__/tenthRun';
import { runEleventhAboutnessSet } from '../src/memory/recall/__fixtures__/eleventhRun';
import { runTwelfthAboutnessSet } from '../src/memory/recall/__fixtures__/twelfthRun';
import { runThirteenthAboutnessSet } from '../src/memory/recall/__fixtures__/thirteenthRun';
import { runFourteenthAboutnessSet } from '../src/memory/recall/__fixtures__/fourteenthRun';
import { runFifteenthAboutnessSet } from '../src/memory/recall/__fixtures__/fifteenthRun';
import { runSixteenthAboutnessSet } from '../src/memory/recall/__fixtures__/sixteenthRun';
import { runSeventeenthAboutnessSet } from '../src/memory/recall/__fixtures__/seventeenthRun';
import { runEighteenthAboutnessSet } from '../src/memory/recall/__fixtures__/eighteenthRun';
import { runNineteenthAboutnessSet } from '../src/memory/recall/__fixtures__/nineteenthRun';
import { runTwentiethAboutnessSet } from '../src/memory/recall/__fixtures__/twentiethRun';
import { runTwentyFirstAboutnessSet } from '../src/memory/recall/__fixtures__/twentyFirstRun';
import { runTwentySecondAboutnessSet } from '../src/memory/recall/__fixtures__/twentySecondRun';
import { runTwentyThirdAboutnessSet } from '../src/memory/recall/__fixtures__/twentyThirdRun';
import { runFourthAboutnessSet } from '../src/memory/recall/__fixtures__/fourthRun';
import { runThirdAboutnessSet } from '../src/memory/recall/__fixtures__/thirdRun';

// The aboutness set and the twenty-two blind aboutness sets through the worker's indexed recall: false injection by
// category (and language) and direct recall.
// Results go to BENCH_OUT as JSON.

it('aboutness', () => {
  const out = process.env.BENCH_OUT;
  if (out)
    writeFileSync(
      out,
      JSON.stringify(
        {
          ...runAboutnessSet(),
          blind: runBlindAboutnessSet(),
          third: runThirdAboutnessSet(),
          fourth: runFourthAboutnessSet(),
          fifth: runFifthAboutnessSet(),
          sixth: runSixthAboutnessSet(),
          seventh: runSeventhAboutnessSet(),
          eighth: runEighthAboutnessSet(),
          ninth: runNinthAboutnessSet(),
          tenth: runTenthAboutnessSet(),
          eleventh: runEleventhAboutnessSet(),
          twelfth: runTwelfthAboutnessSet(),
          thirteenth: runThirteenthAboutnessSet(),
          fourteenth: runFourteenthAboutnessSet(),
          fifteenth: runFifteenthAboutnessSet(),
          sixteenth: runSixteenthAboutnessSet(),
          seventeenth: runSeventeenthAboutnessSet(),
          eighteenth: runEighteenthAboutnessSet(),
          nineteenth: runNineteenthAboutnessSet(),
          twentieth: runTwentiethAboutnessSet(),
          twentyFirst: runTwentyFirstAboutnessSet(),
          twentySecond: runTwentySecondAboutnessSet(),
          twentyThird: runTwentyThirdAboutnessSet(),
        },
        null,
        2,
      ),
    );
});
