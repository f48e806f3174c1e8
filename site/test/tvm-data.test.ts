// Integrity of the TVM instruction reference data.
import { describe, expect, it } from 'vitest';
import { TVM_ALIASES, TVM_INSTRUCTIONS } from '../src/data/tvm/instructions.ts';
import { TVM_GROUPS, groupOf } from '../src/data/tvm/types.ts';

function byOpcode(opcode: string) {
  const i = TVM_INSTRUCTIONS.find((x) => x.opcode === opcode);
  if (!i) throw new Error(`no instruction ${opcode}`);
  return i;
}

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

  it('has unique mnemonics (variants that take the shift from the stack end in _VAR)', () => {
    const seen = new Set<string>();
    const dup = TVM_INSTRUCTIONS.filter((i) => (seen.has(i.mnemonic) ? true : (seen.add(i.mnemonic), false)));
    expect(dup.map((i) => `${i.opcode} ${i.mnemonic}`)).toEqual([]);
    expect(['A9A0', 'A9A1', 'A9A2', 'B7A9A0', 'B7A9A1', 'B7A9A2'].map((op) => byOpcode(op).mnemonic)).toEqual([
      'MULADDRSHIFTMOD_VAR',
      'MULADDRSHIFTRMOD_VAR',
      'MULADDRSHIFTCMOD_VAR',
      'QMULADDRSHIFTMOD_VAR',
      'QMULADDRSHIFTRMOD_VAR',
      'QMULADDRSHIFTCMOD_VAR',
    ]);
  });

  it('states the gas of every instruction', () => {
    expect(TVM_INSTRUCTIONS.filter((i) => !i.gas.trim()).map((i) => `${i.opcode} ${i.mnemonic}`)).toEqual([]);
    // Dictionary operations: the instruction price plus the cells loaded (100, reloaded 25) and created (500).
    const dict = TVM_INSTRUCTIONS.filter((i) => /^dict_(get|set|set_builder|delete|mayberef|next|min|special|sub)$/.test(i.category));
    expect(dict.length).toBeGreaterThan(120);
    expect(dict.filter((i) => i.mnemonic !== 'DICTPUSHCONST' && i.gas !== '26+...').map((i) => `${i.opcode} ${i.mnemonic} ${i.gas}`)).toEqual([]);
    const gas = (op: string) => byOpcode(op).gas;
    expect([gas('F0nn'), gas('F12_n'), gas('F16_n'), gas('F1A_n')]).toEqual(['26', '34', '34', '34']);
    expect([gas('D739'), gas('D73A'), gas('D73B')]).toEqual(['126/51', '126/51', '126/51']);
    expect([gas('DB4fff'), gas('DB50'), gas('F4AE_n')]).toEqual(['74+...', '66+...', '34+...']);
    expect([gas('F832'), gas('F833'), gas('F940'), gas('F943'), gas('F880')]).toEqual(['26+...', '26+...', '26+...', '26+...', '26+...']);
    expect([gas('F83400'), gas('F835'), gas('F836'), gas('F83C')]).toEqual(['34', '26', '26', '26']);
  });

  it('charges arithmetic and stack instructions 10 gas plus one per opcode bit', () => {
    const plain = TVM_INSTRUCTIONS.filter((i) => /^(arithm|compare|stack)/.test(i.category) && /^\d+$/.test(i.gas) && /^[0-9A-F]+[a-z]*$/.test(i.opcode));
    expect(plain.length).toBeGreaterThan(200);
    expect(plain.filter((i) => Number(i.gas) !== 10 + 4 * i.opcode.length).map((i) => `${i.opcode} ${i.mnemonic} ${i.gas}`)).toEqual([]);
    expect([byOpcode('ABcc').gas, byOpcode('B3').gas, byOpcode('B7ABcc').gas]).toEqual(['26', '18', '34']);
  });

  it('writes the Fift forms and stack effects as the assembler and the node do', () => {
    expect(byOpcode('B7ABcc').fift).toBe('[cc+1] QRSHIFT#');
    for (const op of ['A932tt', 'A9C2', 'B7A9C2']) {
      expect(byOpcode(op).stack, op).toMatch(/ceil\(/);
      expect(byOpcode(op).stack, op).not.toMatch(/round\(/);
    }
    // Every rounding variant agrees with its name: ...C rounds up (ceil), ...R to the nearest (round).
    const rounding = TVM_INSTRUCTIONS.filter((i) => i.category.startsWith('arithm') && /(floor|round|ceil)\(/.test(i.stack));
    const wrong = rounding.filter((i) => {
      const name = i.mnemonic.replace(/_VAR$/, '');
      const kind = /(DIVMODC|DIVC|MODC|SHIFTC|SHIFTCMOD|SHIFTMODC|ADDDIVMODC)$/.test(name) ? 'ceil' : /(DIVMODR|DIVR|MODR|SHIFTR|SHIFTRMOD|SHIFTMODR|ADDDIVMODR)$/.test(name) ? 'round' : 'floor';
      return !i.stack.includes(`${kind}(`);
    });
    expect(wrong.map((i) => `${i.opcode} ${i.mnemonic}: ${i.stack}`)).toEqual([]);
    expect(['A9BCtt', 'A9BDtt', 'A9BEtt'].map((op) => byOpcode(op).fift)).toEqual(['[tt+1] MULRSHIFT#MOD', '[tt+1] MULRSHIFTR#MOD', '[tt+1] MULRSHIFTC#MOD']);
  });

  it('describes the address instructions after global version 10 (no anycast, no addr_var)', () => {
    for (const op of ['FA40', 'FA41', 'FA42', 'FA43', 'FA44', 'FA45', 'FA46', 'FA47']) {
      const d = byOpcode(op).description;
      expect(d, op).toMatch(/верси[ия] 10/);
      expect(d, op).toMatch(/anycast/);
      expect(d, op).toMatch(/addr_var/);
    }
    // The rewrite of the anycast prefix is history: mentioned only as what happened before version 10.
    for (const op of ['FA44', 'FA46']) expect(byOpcode(op).description, op).toMatch(/(С|с) версии 10|До версии 10/);
  });

  it('lists aliases of known instructions', () => {
    const names = new Set(TVM_INSTRUCTIONS.map((i) => i.mnemonic));
    expect(TVM_ALIASES.length).toBeGreaterThan(50);
    expect(TVM_ALIASES.filter((a) => !names.has(a.aliasOf)).map((a) => a.mnemonic)).toEqual([]);
  });
});
