// Prism grammars for the TON languages (Tolk, FunC, Tact, Fift, TL-B), registered with refractor at build
// time. Regex grammars in Prism's format: token names reuse the theme's existing token colours.
import type { Refractor, Syntax } from 'refractor/core';

/** A Prism grammar: token name -> pattern(s). */
type Token = RegExp | { pattern: RegExp; greedy?: boolean; alias?: string };
type Grammar = Record<string, Token | Token[]>;

function syntax(name: string, aliases: string[], grammar: () => Grammar): Syntax {
  const fn = ((prism: Refractor) => {
    (prism.languages as Record<string, unknown>)[name] = grammar();
  }) as Syntax;
  fn.displayName = name;
  fn.aliases = aliases;
  return fn;
}

const blockComment = { pattern: /\/\*[\s\S]*?\*\//, greedy: true };
const lineComment = { pattern: /\/\/.*/, greedy: true };
const string = { pattern: /"(?:\\.|[^"\\\r\n])*"/, greedy: true };
const number = /\b(?:0x[\da-f_]+|0b[01_]+|\d[\d_]*)\b/i;

export const tolk = syntax('tolk', [], () => ({
  comment: [blockComment, lineComment],
  string,
  annotation: { pattern: /@\w+/, alias: 'function' },
  keyword: /\b(?:as|asm|assert|break|builtin|catch|const|continue|contract|do|else|enum|fun|get|global|if|import|is|lazy|match|mutate|private|readonly|repeat|return|self|struct|throw|tolk|try|type|val|var|while)\b/,
  boolean: /\b(?:false|true|null)\b/,
  'class-name': /\b(?:address|bits\d+|bool|builder|bytes\d+|cell|coins|continuation|int\d*|map|never|slice|tuple|uint\d*|varint\d+|varuint\d+|void|Cell|[A-Z]\w*)\b/,
  function: /\b[a-z_]\w*(?=\s*(?:<[^>]*>)?\s*\()/i,
  number,
  operator: /->|=>|[!=]=|<=>|<<=?|>>=?|[-+*/%&|^~<>!?]=?|&&|\|\||=/,
  punctuation: /[{}[\]();,.:]/,
}));

export const func = syntax('func', ['fc'], () => ({
  comment: [
    { pattern: /\{-[\s\S]*?-\}/, greedy: true },
    { pattern: /;;.*/, greedy: true },
  ],
  string: { pattern: /"(?:[^"\r\n])*"[suaHhc]?/, greedy: true },
  directive: { pattern: /#(?:include|pragma)\b.*/, alias: 'keyword' },
  keyword: /\b(?:asm|catch|const|do|else|elseif|elseifnot|forall|global|if|ifnot|impure|inline|inline_ref|method_id|repeat|return|try|until|var|while)\b/,
  boolean: /\b(?:false|true|nil|Nil)\b/,
  'class-name': /\b(?:builder|cell|cont|int|slice|tuple|_)\b/,
  // FunC identifiers may contain ?, !, : and start with ~ or . for method calls.
  function: /[.~]?\b[a-zA-Z_][\w?!:']*(?=\s*\()/,
  number: /-?\b(?:0x[\da-f]+|\d+)\b/i,
  operator: /~>>|\^>>|[-+*/%&|^<>=!]=|<=>|<<|>>|[-+*/%&|^<>=~!]/,
  punctuation: /[{}[\]();,]/,
}));

export const tact = syntax('tact', [], () => ({
  comment: [blockComment, lineComment],
  string,
  annotation: { pattern: /@\w+/, alias: 'function' },
  keyword: /\b(?:abstract|as|asm|bounced|catch|const|contract|do|else|extends|external|foreach|fun|get|if|import|in|init|initOf|inline|let|message|mutates|native|override|primitive|receive|repeat|return|self|struct|trait|try|until|virtual|while|with)\b/,
  boolean: /\b(?:false|true|null)\b/,
  'class-name': /\b(?:Address|Bool|Builder|Cell|Int|Slice|String|StringBuilder|map|bounced|[A-Z]\w*)\b/,
  function: /\b[a-z_]\w*(?=\s*\()/i,
  number,
  operator: /[!=]=|<<|>>|&&|\|\||!!|[-+*/%&|^<>!~]=?|=/,
  punctuation: /[{}[\]();,.:?]/,
}));

export const fift = syntax('fift', ['fif'], () => ({
  comment: [blockComment, { pattern: /\/\/.*/, greedy: true }],
  string: { pattern: /(?:\."|"|\+")(?:\\.|[^"\\\r\n])*"/, greedy: true },
  // Bit-string and cell literals: x{ABC_}, b{1010}, B{...}.
  constant: { pattern: /\b[xbB]\{[0-9a-fA-F_]*\}/, alias: 'number' },
  keyword: /(?<![^\s])(?:\{|\}|:|::|::_|if|ifnot|cond|until|while|times|does|PROGRAM\{|\}END>c|DECLPROC|DECLMETHOD|DECLGLOBVAR|PROC|PROCINLINE|METHOD|<b|b>|<s|s>|ref,|\$,|i,|u,)(?![^\s])/,
  number: /(?<![^\s])-?(?:0x[\da-f]+|\d+)(?![^\s])/i,
  function: /(?<![^\s])[A-Z][A-Z0-9_#:]*(?![^\s])/,
}));

export const tlb = syntax('tlb', ['tl-b'], () => ({
  comment: [blockComment, lineComment],
  // Constructor name with an optional tag: nft_transfer#5fcc3d14, bool_true$1.
  constructor: { pattern: /^\s*[a-z_][\w]*(?:#[\da-f_]+|\$[01_]+)?(?=\s)/im, alias: 'function' },
  'class-name': /\b[A-Z]\w*\b/,
  field: { pattern: /\b[a-z_]\w*(?=\s*:)/, alias: 'property' },
  number: /\b\d+\b/,
  operator: /##|#<=|#<|\^|=|~|\?|\.\.|\*|\+|-/,
  punctuation: /[{}();:[\]]/,
}));

export const tonGrammars: Syntax[] = [tolk, func, tact, fift, tlb];
