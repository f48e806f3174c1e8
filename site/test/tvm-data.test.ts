// Integrity of the TVM instruction reference data.
import { describe, expect, it } from 'vitest';
import { TVM_ALIASES, TVM_INSTRUCTIONS } from '../src/data/tvm/instructions.ts';
import { TVM_GROUPS, groupOf } from '../src/data/tvm/types.ts';

const KNOWN_CATEGORY = /^(stack|tuple|const|arithm|compare|cell|cont|exceptions|dict|app|debug|codepage)(_[a-z_]+)?$/;

describe('TVM instruction data', () => {
  it('covers the whole codepage 0, up to the newest global version', () => {
    expect(TVM_INSTRUCTIONS.length).toBeGreaterThanOrEqual(870);
    expect(Math.max(...TVM_INSTRUCTIONS.map((i) => i.since))).toBeGreaterThanOrEqual(12);
    expect(TVM_INSTRUCTIONS.some((i) => i.since >= 9999)).toBe(false);
  });

  it('has unique opcodes', () => {
    const seen = new Set<string>();
    const dup = TVM_INSTRUCTIONS.filter((i) => (seen.has(i.opcode) ? true : (seen.add(i.opcode), false)));
    expect(dup.map((i) => i.opcode)).toEqual([]);
  });

  it('uses known categories, each in a tab group', () => {
    expect(TVM_INSTRUCTIONS.filter((i) => !KNOWN_CATEGORY.test(i.category)).map((i) => `${i.opcode} ${i.category}`)).toEqual([]);
    expect(new Set(TVM_INSTRUCTIONS.map((i) => groupOf(i.category)))).toEqual(new Set(TVM_GROUPS));
  });

  it('has a non-empty Russian description for every instruction', () => {
    const bad = TVM_INSTRUCTIONS.filter((i) => !/[а-яё]/i.test(i.description) || i.description.trim().length < 10 || /[a-z]{4,} [a-z]{4,} [a-z]{4,}/.test(i.description.replace(/`[^`]*`/g, '')));
    expect(bad.map((i) => `${i.opcode} ${i.mnemonic}: ${i.description}`)).toEqual([]);
  });

  it('has the facts of every instruction', () => {
    for (const i of TVM_INSTRUCTIONS) {
      expect(i.mnemonic, i.opcode).toMatch(/^[A-Z0-9_#:-]+$/);
      expect(i.fift.length, i.opcode).toBeGreaterThan(0);
      expect(Number.isInteger(i.since), i.opcode).toBe(true);
    }
  });

  it('lists aliases of known instructions', () => {
    const names = new Set(TVM_INSTRUCTIONS.map((i) => i.mnemonic));
    expect(TVM_ALIASES.length).toBeGreaterThan(50);
    expect(TVM_ALIASES.filter((a) => !names.has(a.aliasOf)).map((a) => a.mnemonic)).toEqual([]);
  });
});
