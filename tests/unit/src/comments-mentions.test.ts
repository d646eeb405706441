import { describe, expect, it } from 'vitest';
import { MENTIONS_MAX } from '../../../contract/comments.ts';
import { mentionBeingTyped, mentionCandidates, mentionsIn, withMention } from '../../../src/ui/comments/mentions.ts';

describe('mentions written as @name', () => {
  it('sends each @name once, without the sentence punctuation after it', () => {
    expect(mentionsIn('@anna please check. cc @bob-, and @anna again.')).toEqual(['anna', 'bob']);
  });

  it('keeps the characters a username may hold (. _ @ -)', () => {
    expect(mentionsIn('ask @j.doe_2 and @m-k')).toEqual(['j.doe_2', 'm-k']);
  });

  it('does not read an e-mail address or a bare @ as a mention', () => {
    expect(mentionsIn('write to anna@example.org or @ nobody')).toEqual([]);
  });

  it('sends at most as many mentions as the contract allows', () => {
    const many = Array.from({ length: MENTIONS_MAX + 5 }, (_, i) => `@user${i}`).join(' ');
    expect(mentionsIn(many)).toHaveLength(MENTIONS_MAX);
  });

  it('finds the name being typed before the caret and replaces it with the chosen one', () => {
    const body = 'thanks @an';
    expect(mentionBeingTyped(body, body.length)).toEqual({ start: 7, partial: 'an' });
    expect(mentionBeingTyped('no mention here', 15)).toBeNull();
    expect(withMention('thanks @an, see above', 10, 'anna')).toEqual({ body: 'thanks @anna , see above', caret: 13 });
  });

  it('offers names starting with the typed part first, then those containing it', () => {
    expect(mentionCandidates(['bob', 'anna', 'hanna', 'anna'], 'an')).toEqual(['anna', 'hanna']);
    expect(mentionCandidates(['Anna'], 'AN')).toEqual(['Anna']);
  });
});
