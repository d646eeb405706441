import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createEventStreamParser } from '../../../src/api/eventStream.ts';
import { propertyBudget } from '../../helpers/propertyBudget.ts';

/** The live updates' reader of Server-Sent Events (src/api/eventStream.ts). */

function parse(chunks: readonly string[]): string[] {
  const seen: string[] = [];
  const parser = createEventStreamParser((data) => seen.push(data));
  for (const chunk of chunks) parser.push(chunk);
  return seen;
}

const STREAM = ': connected\n\ndata: {"type":"users"}\n\n: heartbeat\n\ndata: {"type":"scenario","id":"sim-3","version":4}\n\n';

describe('reading Server-Sent Events', () => {
  it('answers the data of each event and skips comments', () => {
    expect(parse([STREAM])).toEqual(['{"type":"users"}', '{"type":"scenario","id":"sim-3","version":4}']);
  });

  it('gives the same events however the stream is cut into chunks', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: STREAM.length }), { maxLength: 12 }), (cuts) => {
      const points = [0, ...[...cuts].sort((a, b) => a - b), STREAM.length];
      const chunks = points.slice(1).map((end, i) => STREAM.slice(points[i], end));
      expect(parse(chunks)).toEqual(parse([STREAM]));
    }), propertyBudget({ numRuns: 200 }));
  });

  it('reads CR LF and CR line ends, a CR LF cut between chunks included', () => {
    expect(parse(['data: a\r\n\r\ndata: b\r\r', 'data: c\n\n'])).toEqual(['a', 'b', 'c']);
    expect(parse(['data: a\r', '\n\r', '\n'])).toEqual(['a']);
  });

  it('joins data lines with a line feed, keeps a value without the space, and ignores other fields', () => {
    expect(parse(['event: change\nid: 7\nretry: 100\ndata: first\ndata:second\ndata\n\n'])).toEqual(['first\nsecond\n']);
  });

  it('answers nothing for an event without data or a stream that stops mid-event', () => {
    expect(parse([': only a comment\n\nid: 3\n\n', 'data: cut off'])).toEqual([]);
  });
});
