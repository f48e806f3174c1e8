// Commands in the pages' shell fences are checked against the documented interfaces of the tools
// (tool-interfaces.ts): a renamed or removed sub-command or flag fails with the page's file:line.
//
// What counts as an invocation:
// - in a bash/sh/shell/console/zsh fence, a command (a line, or a part of it after `&&`, `||`, `;`, `|`) that
//   starts with a tool name — after an optional `$ ` prompt, `VAR=value` assignments, `sudo ` and `npx `; a path
//   such as /usr/bin/ton/validator-engine/validator-engine counts by its base name;
// - a script entry that runs a tool: `"start": "tsx src/index.ts"` in a json fence (package.json), `deploy = "acton
//   script ..."` in a toml fence (Acton.toml [scripts]), `npm pkg set scripts.x="tsx ..."` in a shell fence;
// - `mytonctrl <<< "status fast"`: the quoted text is a MyTonCtrl console command;
// - `storage-daemon-cli -c "list"` / `validator-engine-console -c "getconfig"`: the value is a console command;
// - in a fence of any language, a line prefixed with `MyTonCtrl> ` is a MyTonCtrl console command;
// - a fence whose meta says `console="storage-daemon-cli"` (or `"validator-engine-console"`, `"mytonctrl"`) holds
//   console input of that tool: every non-empty line that is not a `#` comment (an optional `> ` prompt is
//   dropped) is a command. Synopsis lines (`create [-d "описание"] [--json] <путь>`) are read the same way:
//   brackets are dropped, `<...>` placeholders and `...` are arguments.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractFences, type CodeFence } from '@tondocs/cli/src/check-code/extract.ts';
import { walkContent } from '@tondocs/cli/src/content/walk.ts';
import { readBlog } from '@tondocs/cli/src/content/blog.ts';
import {
  MYTONCTRL_MODES,
  MYTONCTRL_SETTINGS,
  MYTONINSTALLER_COMMANDS,
  TOOL_ALIASES,
  TOOLS,
  VALIDATOR_ENGINE_FLAGS,
  type ToolCommand,
  type ToolInterface,
  type ToolName,
} from './tool-interfaces.ts';

const SITE = path.resolve(import.meta.dirname, '..');
const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
const SCRIPT_LANGS = new Set(['json', 'jsonc', 'json5', 'toml', 'acton-toml']);
const CONSOLE_TOOLS = new Set<ToolName>(['mytonctrl', 'storage-daemon-cli', 'validator-engine-console']);

export interface Problem {
  file: string;
  line: number;
  message: string;
}

export interface CheckResult {
  problems: Problem[];
  /** Invocations checked (shell commands and console commands). */
  invocations: number;
  /** Invocations per tool. */
  byTool: Partial<Record<ToolName, number>>;
}

/** Splits a command line into words: quotes group words and are removed, nothing else is interpreted. */
export function tokenize(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote: string | null = null;
  let has = false;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = null;
      else cur += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      has = true;
    } else if (/\s/.test(ch)) {
      if (has || cur) out.push(cur);
      cur = '';
      has = false;
    } else {
      cur += ch;
      has = true;
    }
  }
  if (has || cur) out.push(cur);
  return out;
}

/** Splits a shell line into commands at `&&`, `||`, `;` and `|` outside quotes, and drops a trailing `# comment`. */
function shellCommands(line: string): string[] {
  const parts: string[] = [];
  let cur = '';
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quote) {
      if (ch === quote) quote = null;
      cur += ch;
      continue;
    }
    if (ch === '"' || ch === "'") {
      quote = ch;
      cur += ch;
      continue;
    }
    if (ch === '#' && (i === 0 || /\s/.test(line[i - 1]!))) break;
    if (ch === ';' || ch === '|' || (ch === '&' && line[i + 1] === '&')) {
      parts.push(cur);
      cur = '';
      if (line[i + 1] === ch) i++;
      continue;
    }
    cur += ch;
  }
  parts.push(cur);
  return parts.map((p) => p.trim()).filter(Boolean);
}

const isFlag = (t: string) => /^--?[A-Za-z]/.test(t);
const flagName = (t: string) => t.split('=')[0]!;

/** Checks flags and positionals of one command; returns the problems. */
function checkArgs(args: string[], allowed: Set<string>, valued: Set<string>, forwardsAfterPositional: boolean, what: string, onValue?: (flag: string, value: string) => string[]): string[] {
  const errors: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const t = args[i]!;
    if (t === '--') break;
    if (isFlag(t)) {
      const name = flagName(t);
      if (!allowed.has(name)) errors.push(`${what}: unknown flag ${name}`);
      if (valued.has(name) && !t.includes('=')) {
        const value = args[i + 1];
        if (value !== undefined && onValue) errors.push(...onValue(name, value));
        i++;
      } else if (t.includes('=') && onValue) errors.push(...onValue(name, t.slice(name.length + 1)));
      continue;
    }
    if (forwardsAfterPositional) break;
  }
  return errors;
}

const flagsOf = (tool: ToolInterface, cmd?: ToolCommand) => ({
  allowed: new Set([...tool.globalFlags, ...(cmd?.flags ?? [])]),
  valued: new Set([...(tool.globalValued ?? []), ...(cmd?.valued ?? [])]),
});

/** A shell invocation of a tool: its arguments after the tool name. */
export function checkShell(toolName: ToolName, args: string[]): string[] {
  const tool: ToolInterface = TOOLS[toolName];
  const label = toolName;
  if (toolName === 'mytonctrl') {
    const here = args.indexOf('<<<');
    if (here >= 0) return args[here + 1] === undefined ? [] : checkConsole('mytonctrl', tokenize(args[here + 1]!));
    const { allowed, valued } = flagsOf(tool);
    return checkArgs(args, allowed, valued, false, label);
  }
  const consoleCmd = (flag: string, value: string) =>
    (toolName === 'storage-daemon-cli' || toolName === 'validator-engine-console') && (flag === '-c' || flag === '--cmd') ? checkConsole(toolName, tokenize(value)) : [];
  if (Object.keys(tool.commands).length === 0) {
    const { allowed, valued } = flagsOf(tool);
    return checkArgs(args, allowed, valued, false, label, consoleCmd);
  }
  // Tools with sub-commands: global flags (and their values) may come first.
  const globals = flagsOf(tool);
  let i = 0;
  const errors: string[] = [];
  while (i < args.length && isFlag(args[i]!)) {
    const name = flagName(args[i]!);
    if (!globals.allowed.has(name)) errors.push(`${label}: unknown flag ${name}`);
    i += globals.valued.has(name) && !args[i]!.includes('=') ? 2 : 1;
  }
  if (i >= args.length) return errors;
  const name = args[i]!;
  let cmd = tool.commands[name];
  if (!cmd) {
    // tsx runs a file: everything after it belongs to the script.
    if (toolName === 'tsx') return errors;
    return [...errors, `${label}: unknown command \`${name}\``];
  }
  let what = `${label} ${name}`;
  i++;
  if (cmd.subcommands) {
    while (i < args.length && isFlag(args[i]!)) {
      const flag = flagName(args[i]!);
      if (!globals.allowed.has(flag)) errors.push(`${what}: unknown flag ${flag}`);
      i += globals.valued.has(flag) && !args[i]!.includes('=') ? 2 : 1;
    }
    const sub = args[i];
    if (sub === undefined) return errors;
    const subCmd = cmd.subcommands[sub];
    if (!subCmd) return [...errors, `${what}: unknown sub-command \`${sub}\``];
    cmd = subCmd;
    what = `${what} ${sub}`;
    i++;
  }
  if (cmd.flagsUnchecked) return errors;
  const { allowed, valued } = flagsOf(tool, cmd);
  return [...errors, ...checkArgs(args.slice(i), allowed, valued, cmd.forwardsAfterPositional ?? false, what)];
}

/** A console command of MyTonCtrl, storage-daemon-cli or validator-engine-console (its words). */
export function checkConsole(toolName: ToolName, words: string[]): string[] {
  // Synopsis notation: brackets go, `<...>` and `...` are arguments.
  const args = words.map((w) => w.replace(/^\[+|\]+$/g, '')).filter((w) => w !== '' && w !== '...' && w !== '|');
  if (args.length === 0) return [];
  const tool: ToolInterface = TOOLS[toolName];
  const [name, ...rest] = args as [string, ...string[]];
  const label = toolName === 'mytonctrl' ? 'MyTonCtrl' : toolName;
  const cmd = tool.commands[name];
  if (!cmd) return [`${label}: unknown command \`${name}\``];
  const what = `${label} ${name}`;
  if (toolName === 'mytonctrl') {
    const first = rest[0];
    const placeholder = (w: string | undefined) => w === undefined || /^<.*>$/.test(w);
    if (name === 'installer') {
      if (placeholder(first)) return [];
      if (!MYTONINSTALLER_COMMANDS[first!]) return [`${what}: unknown installer command \`${first}\``];
      if (first === 'set_node_argument' && !placeholder(rest[1]) && !VALIDATOR_ENGINE_FLAGS.includes(rest[1]!))
        return [`${what} set_node_argument: ${rest[1]} is not a validator-engine flag`];
      return [];
    }
    if ((name === 'enable_mode' || name === 'disable_mode' || name === 'about') && !placeholder(first) && !MYTONCTRL_MODES.includes(first!))
      return [`${what}: unknown mode \`${first}\``];
    if (name === 'set' || name === 'get') {
      if (!placeholder(first) && !MYTONCTRL_SETTINGS.includes(first!) && !rest.includes('--force')) return [`${what}: unknown setting \`${first}\``];
      return name === 'set' ? checkArgs(rest, new Set(cmd.flags), new Set(), false, what) : [];
    }
  }
  if (cmd.flagsUnchecked) return [];
  const partial = rest.indexOf('--partial');
  const checked = partial >= 0 ? rest.slice(0, partial + 1) : rest;
  return checkArgs(checked, new Set(cmd.flags), new Set(cmd.valued ?? []), false, what);
}

const TOOL_NAMES = Object.keys(TOOLS) as ToolName[];

/** The tool a shell command runs, and its arguments, or null. */
function shellInvocation(command: string): { tool: ToolName; args: string[] } | null {
  let words = tokenize(command.replace(/^\$\s+/, ''));
  while (words.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]!)) words = words.slice(1);
  if (words[0] === 'sudo') words = words.slice(words[1] === '-u' ? 3 : 1);
  if (words[0] === 'npx') words = words.slice(1).filter((w, i) => !(i === 0 && (w === '--yes' || w === '-y')));
  const head = words[0];
  if (!head) return null;
  const base = path.posix.basename(head);
  const tool = TOOL_ALIASES[base] ?? (TOOL_NAMES.includes(base as ToolName) ? (base as ToolName) : null);
  return tool ? { tool, args: words.slice(1) } : null;
}

const CONSOLE_META = /\bconsole=(?:"([^"]+)"|'([^']+)'|(\S+))/;

/** Checks the invocations of one fence. */
export function checkFence(fence: CodeFence): CheckResult {
  const problems: Problem[] = [];
  let invocations = 0;
  const byTool: Partial<Record<ToolName, number>> = {};
  const report = (line: number, tool: ToolName, messages: string[]) => {
    invocations++;
    byTool[tool] = (byTool[tool] ?? 0) + 1;
    for (const message of messages) problems.push({ file: fence.file, line, message });
  };
  const lines = fence.value.split('\n');
  const lineOf = (i: number) => fence.line + 1 + i;
  const metaConsole = CONSOLE_META.exec(fence.meta);
  const consoleTool = metaConsole ? ((metaConsole[1] ?? metaConsole[2] ?? metaConsole[3]) as ToolName) : null;
  if (consoleTool) {
    if (!CONSOLE_TOOLS.has(consoleTool)) {
      problems.push({ file: fence.file, line: fence.line, message: `console="${consoleTool}" names no console tool of tool-interfaces.ts` });
      return { problems, invocations, byTool };
    }
    lines.forEach((raw, i) => {
      const text = raw.trim().replace(/^(?:>|MyTonCtrl>)\s*/, '');
      if (!text || text.startsWith('#')) return;
      report(lineOf(i), consoleTool, checkConsole(consoleTool, tokenize(text)));
    });
    return { problems, invocations, byTool };
  }
  // MyTonCtrl console lines, in a fence of any language.
  lines.forEach((raw, i) => {
    const m = /^\s*MyTonCtrl>\s*(.*)$/.exec(raw);
    if (m && m[1]!.trim()) report(lineOf(i), 'mytonctrl', checkConsole('mytonctrl', tokenize(m[1]!)));
  });
  const checkCommandLine = (lineNo: number, text: string) => {
    for (const command of shellCommands(text)) {
      const inv = shellInvocation(command);
      if (inv) report(lineNo, inv.tool, checkShell(inv.tool, inv.args));
      // `npm pkg set scripts.deploy="tsx src/deploy.ts"`: the script is a command the reader runs later.
      const words = tokenize(command);
      if (words[0] === 'npm' && words[1] === 'pkg' && words[2] === 'set')
        for (const w of words.slice(3)) {
          const m = /^scripts\.[^=]+=(.+)$/.exec(w);
          if (m) checkCommandLine(lineNo, m[1]!);
        }
    }
  };
  // Script entries: package.json "scripts" ("start": "tsx src/index.ts") and Acton.toml [scripts] (deploy = "acton script ...").
  if (SCRIPT_LANGS.has(fence.lang)) {
    lines.forEach((raw, i) => {
      const m = /^\s*(?:"[^"]+"\s*:|[\w-]+\s*=)\s*"((?:[^"\\]|\\.)*)"/.exec(raw);
      if (m) checkCommandLine(lineOf(i), m[1]!.replace(/\\(.)/g, '$1'));
    });
    return { problems, invocations, byTool };
  }
  if (!SHELL.has(fence.lang)) return { problems, invocations, byTool };
  // Shell lines, with `\` continuations joined.
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let text = lines[i]!;
    while (/\\\s*$/.test(text) && i + 1 < lines.length) text = text.replace(/\\\s*$/, ' ') + lines[++i]!;
    if (/^\s*MyTonCtrl>/.test(text)) continue;
    checkCommandLine(lineOf(start), text);
  }
  return { problems, invocations, byTool };
}

export function checkFences(fences: CodeFence[]): CheckResult {
  const result: CheckResult = { problems: [], invocations: 0, byTool: {} };
  for (const f of fences) {
    const r = checkFence(f);
    result.problems.push(...r.problems);
    result.invocations += r.invocations;
    for (const [tool, n] of Object.entries(r.byTool) as [ToolName, number][]) result.byTool[tool] = (result.byTool[tool] ?? 0) + n;
  }
  return result;
}

const TOOL_RE = 'acton|mytonctrl|storage-daemon(?:-cli)?|validator-engine(?:-console)?|validator-console|tsx';
/** A page can hold an invocation only if one of these matches its Markdown (checked before the slow parse). */
const MAY_INVOKE = [
  new RegExp(`^[ \\t>]*(?:\\$\\s+)?(?:\\w+=\\S*\\s+)*(?:sudo\\s+)?(?:npx\\s+)?(?:\\S*/)?(?:${TOOL_RE})(?:\\s|$)`, 'm'),
  new RegExp(`(?:&&|\\|\\||;|\\|)\\s*(?:\\w+=\\S*\\s+)*(?:sudo\\s+)?(?:npx\\s+)?(?:\\S*/)?(?:${TOOL_RE})(?:\\s|$)`),
  new RegExp(`(?:=|:)\\s*"(?:\\w+=\\S*\\s+)*(?:npx\\s+)?(?:${TOOL_RE})\\s`),
  /MyTonCtrl>/,
  /^[ \t>]*(?:```|~~~).*\bconsole=/m,
];

const format = (problems: Problem[]) => problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n');

describe('tool command checker', () => {
  const check = (md: string) => {
    // The page pre-filter must let every sample through, or the site check would skip such pages.
    expect(MAY_INVOKE.some((re) => re.test(md)), md).toBe(true);
    return checkFences(extractFences(md, 'fake.md'));
  };

  it('catches a removed Acton command and unknown flags, accepts documented ones', () => {
    const ok = check(
      [
        '```bash',
        'acton --version',
        'acton new my-project --template counter',
        'acton build Counter --info && acton test --snapshot gas.json # комментарий',
        'acton wallet new --name deployer --version v5r1 --local --airdrop',
        'acton script scripts/deploy.tolk --net testnet -- --anything-for-the-script',
        'acton rpc call EQC... currentCounter --net testnet',
        '```',
      ].join('\n'),
    );
    expect(ok.problems, format(ok.problems)).toEqual([]);
    expect(ok.invocations).toBe(7);
    const bad = check(['```bash', 'acton deploy-all', 'acton test --no-such-flag', 'acton wallet create --local', '```'].join('\n'));
    expect(bad.problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '2: acton: unknown command `deploy-all`',
      '3: acton test: unknown flag --no-such-flag',
      '4: acton wallet: unknown sub-command `create`',
    ]);
  });

  it('checks MyTonCtrl console lines: commands, modes, settings and installer arguments', () => {
    const ok = check(
      [
        '```text',
        'MyTonCtrl> status fast',
        'MyTonCtrl> enable_mode single-nominator',
        'MyTonCtrl> set stake 700000',
        'MyTonCtrl> installer set_node_argument --state-ttl -d',
        'MyTonCtrl> add_collator <adnl> 0:c000000000000000 --self-collate true --select-mode round_robin',
        '```',
        '```bash',
        'mytonctrl <<< "status fast"',
        '```',
      ].join('\n'),
    );
    expect(ok.problems, format(ok.problems)).toEqual([]);
    expect(ok.invocations).toBe(6);
    const bad = check(
      [
        '```text',
        // BTC Teleport voting commands, removed from MyTonCtrl (ton-blockchain/docs#1350).
        'MyTonCtrl> print_offers_btc_teleport_list',
        'MyTonCtrl> vote_offer_btc_teleport <hash>',
        'MyTonCtrl> enable_mode btc-teleport',
        'MyTonCtrl> set no_such_setting 1',
        'MyTonCtrl> installer set_node_argument --no-such-ttl 1',
        '```',
        '```bash',
        'mytonctrl <<< "vas_all"',
        '```',
      ].join('\n'),
    );
    expect(bad.problems.map((p) => p.message)).toEqual([
      'MyTonCtrl: unknown command `print_offers_btc_teleport_list`',
      'MyTonCtrl: unknown command `vote_offer_btc_teleport`',
      'MyTonCtrl enable_mode: unknown mode `btc-teleport`',
      'MyTonCtrl set: unknown setting `no_such_setting`',
      'MyTonCtrl installer set_node_argument: --no-such-ttl is not a validator-engine flag',
      'MyTonCtrl: unknown command `vas_all`',
    ]);
  });

  it('checks console fences, node flags and tsx', () => {
    const ok = check(
      [
        '```text console="storage-daemon-cli"',
        'create [-d "описание"] [--no-upload] [--copy] [--json] <файл или каталог>',
        '> list --hashes',
        '```',
        '```bash',
        '/usr/bin/ton/validator-engine/validator-engine --threads 15 --daemonize \\',
        '  --global-config g.json --state-ttl=604800',
        'storage-daemon-cli -I 127.0.0.1:5555 -k client -p server.pub -c "list --json"',
        'npx tsx --env-file=.env send.ts --any-script-flag',
        'npm pkg set scripts.send="tsx src/send.ts"',
        '```',
        '```json title="package.json"',
        '{ "scripts": {',
        '    "start": "tsx src/index.ts" } }',
        '```',
        '```toml title="Acton.toml"',
        '[scripts]',
        'deploy-testnet = "acton script scripts/deploy.tolk --net testnet"',
        '```',
      ].join('\n'),
    );
    expect(ok.problems, format(ok.problems)).toEqual([]);
    expect(ok.byTool).toEqual({ 'storage-daemon-cli': 3, 'validator-engine': 1, tsx: 3, acton: 1 });
    const bad = check(
      [
        '```text console="storage-daemon-cli"',
        'create --no-such-flag dir',
        'share-bag 0',
        '```',
        '```bash',
        'validator-engine --no-such-flag 1',
        'sudo npx tsx --bogus send.ts',
        '```',
        '```toml',
        'deploy = "acton script scripts/deploy.tolk --network testnet"',
        '```',
      ].join('\n'),
    );
    expect(bad.problems.map((p) => p.message)).toEqual([
      'storage-daemon-cli create: unknown flag --no-such-flag',
      'storage-daemon-cli: unknown command `share-bag`',
      'validator-engine: unknown flag --no-such-flag',
      'tsx: unknown flag --bogus',
      'acton script: unknown flag --network',
    ]);
  });
});

describe('commands on the ru pages and blog posts', () => {
  it('use only documented sub-commands and flags of the tools', () => {
    // Parsing every page takes seconds; only pages with a line that can hold an invocation are parsed (a superset).
    const docs = [...walkContent(SITE, 'ru').docs, ...(readBlog(SITE, 'ru')?.posts ?? []).map((p) => p.doc)];
    const fences = docs.filter((d) => MAY_INVOKE.some((re) => re.test(d.body))).flatMap((d) => extractFences(d.body, d.relFile, d.bodyLineOffset));
    const result = checkFences(fences);
    expect(result.problems, format(result.problems)).toEqual([]);
    // The pages run Acton, MyTonCtrl and the node tools in many places; a checker that finds nothing is broken.
    expect(result.invocations).toBeGreaterThan(150);
    for (const tool of ['acton', 'mytonctrl', 'storage-daemon', 'storage-daemon-cli', 'validator-engine', 'validator-engine-console', 'tsx'] as const)
      expect(result.byTool[tool] ?? 0, `invocations of ${tool}: ${JSON.stringify(result.byTool)}`).toBeGreaterThan(0);
    if (process.env.TONDOCS_COMMANDS_REPORT) console.log(`${result.invocations} invocations checked:`, result.byTool);
  });
});
