// console.log formatting in the playground: readable forms of the values TON code prints (bigint, Address,
// Cell, Buffer) and bounded output for deep or cyclic objects.
const MAX_DEPTH = 3;
const MAX_ITEMS = 50;

export function formatValue(value: unknown, depth = 0, seen = new WeakSet<object>()): string {
  if (typeof value === 'string') return depth === 0 ? value : JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  if (typeof value === 'symbol') return value.toString();
  if (value === null || typeof value !== 'object') return String(value);
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) {
    const hex = Array.from(value.subarray(0, 64), (b) => b.toString(16).padStart(2, '0')).join('');
    return `<Buffer ${hex}${value.length > 64 ? `… (${value.length} bytes)` : ''}>`;
  }
  if (seen.has(value)) return '[Circular]';
  // Address, Cell, Slice, Builder, Dictionary... print themselves best.
  const own = (value as { toString?: () => string }).toString;
  if (typeof own === 'function' && own !== Object.prototype.toString && !Array.isArray(value) && !(value instanceof Map) && !(value instanceof Set)) {
    return own.call(value);
  }
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? '[Array]' : '[Object]';
  seen.add(value);
  const inner = (v: unknown) => formatValue(v, depth + 1, seen);
  const cut = (items: string[], total: number) => (total > MAX_ITEMS ? [...items, `… ${total - MAX_ITEMS} more`] : items);
  if (Array.isArray(value)) return `[${cut(value.slice(0, MAX_ITEMS).map(inner), value.length).join(', ')}]`;
  if (value instanceof Map) return `Map(${value.size}) {${cut([...value].slice(0, MAX_ITEMS).map(([k, v]) => `${inner(k)} => ${inner(v)}`), value.size).join(', ')}}`;
  if (value instanceof Set) return `Set(${value.size}) {${cut([...value].slice(0, MAX_ITEMS).map(inner), value.size).join(', ')}}`;
  const entries = Object.entries(value);
  const name = value.constructor && value.constructor !== Object ? `${value.constructor.name} ` : '';
  return `${name}{${cut(entries.slice(0, MAX_ITEMS).map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${inner(v)}`), entries.length).join(', ')}}`;
}
