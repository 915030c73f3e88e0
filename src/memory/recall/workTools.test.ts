import { describe, expect, it } from 'vitest';
import { memoryMaker, picked } from './__fixtures__/pickedStore';

// A capitalised word after a locative ("in", "dans", "в") is where a question is set, not its topic (settingPlaces.ts),
// unless a memory of how the user works tags it on its own: then it is a tool of that work, and "in Trello" is in it.

const memory = memoryMaker('2025-10-01');

const others = () => [
  memory('user_preference', 'User likes hiking in the hills on Sunday mornings.', ['hiking', 'hills'], 'hiking'),
  memory('project_context', 'User maintains a small open-source font editor.', ['fonts', 'editor'], 'font editor'),
];

describe('a tool of the user work named after a locative', () => {
  it.each(['a checklist to follow suppliers in Quillboard', 'comment archiver les tickets dans Quillboard ?'])(
    'Given a workflow memory tagging the tool, when the user asks "%s", then it is recalled',
    (question) => {
      const tool = memory('workflow_preference', 'User tracks every client job in Quillboard.', ['Quillboard', 'clients'], 'Quillboard');
      expect(picked([tool, ...others()], question)).toEqual([tool.stableKey]);
    },
  );

  it('Given a memory of where a relative lives tagging the town, when a visitor asks what to do in it, then it stays out', () => {
    const town = memory(
      'stable_user_context',
      "User's cousin lives in Quillboard near the harbour.",
      ['Quillboard', 'cousin'],
      'cousin home',
    );
    expect(picked([town, ...others()], 'a checklist to follow museums in Quillboard')).toEqual([]);
  });
});
