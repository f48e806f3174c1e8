// Values of MDX attribute and child expressions, read from their estree without running any code:
// literals, template strings without placeholders, object and array literals of those, negative numbers,
// names bound by an import (image URLs) and `useBaseUrl('/x')` / `require('./x.png').default`.
import type { Expression, Node, Program, SpreadElement } from 'estree';

export type Literal = string | number | boolean | null | undefined | Literal[] | { [key: string]: Literal };

/** A value that cannot be known at build time. */
export const UNKNOWN: unique symbol = Symbol('unknown');
export type Evaluated = Literal | typeof UNKNOWN;

/** Bindings an expression may name: imported image URLs. */
export type Bindings = ReadonlyMap<string, string>;

export function evaluateProgram(program: Program | undefined, bindings: Bindings): Evaluated {
  const stmt = program?.body[0];
  if (!program || program.body.length !== 1 || stmt?.type !== 'ExpressionStatement') return UNKNOWN;
  return evaluate(stmt.expression, bindings);
}

/** An expression holding nothing but comments: `{/* a note *\/}`. */
export function isCommentOnly(program: Program | undefined, source: string): boolean {
  if (program) return program.body.length === 0;
  return /^\s*(\/\*[\s\S]*?\*\/\s*)*$/.test(source);
}

export function evaluate(node: Node | SpreadElement | null | undefined, bindings: Bindings): Evaluated {
  if (!node) return UNKNOWN;
  switch (node.type) {
    case 'Literal':
      if ('regex' in node || 'bigint' in node) return UNKNOWN;
      return node.value as Literal;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('') : UNKNOWN;
    case 'UnaryExpression': {
      const v = evaluate(node.argument, bindings);
      if (node.operator === '-' && typeof v === 'number') return -v;
      if (node.operator === '+' && typeof v === 'number') return v;
      if (node.operator === '!' && typeof v === 'boolean') return !v;
      return UNKNOWN;
    }
    case 'ArrayExpression': {
      const out: Literal[] = [];
      for (const el of node.elements) {
        const v = evaluate(el, bindings);
        if (v === UNKNOWN) return UNKNOWN;
        out.push(v);
      }
      return out;
    }
    case 'ObjectExpression': {
      const out: Record<string, Literal> = {};
      for (const p of node.properties) {
        if (p.type !== 'Property' || p.computed || p.kind !== 'init') return UNKNOWN;
        const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? String(p.key.value) : undefined;
        const v = evaluate(p.value, bindings);
        if (key === undefined || v === UNKNOWN) return UNKNOWN;
        out[key] = v;
      }
      return out;
    }
    case 'Identifier':
      if (node.name === 'undefined') return undefined;
      return bindings.get(node.name) ?? UNKNOWN;
    case 'CallExpression':
      // useBaseUrl('/img/x.png') and require('./x.png'): the path itself; the link pass adds the base.
      if (node.callee.type === 'Identifier' && (node.callee.name === 'useBaseUrl' || node.callee.name === 'require') && node.arguments.length >= 1) {
        const v = evaluate(node.arguments[0] as Expression, bindings);
        return typeof v === 'string' ? v : UNKNOWN;
      }
      return UNKNOWN;
    case 'MemberExpression':
      // require('./x.png').default
      if (!node.computed && node.property.type === 'Identifier' && node.property.name === 'default' && node.object.type === 'CallExpression') {
        return evaluate(node.object, bindings);
      }
      return UNKNOWN;
    default:
      return UNKNOWN;
  }
}
