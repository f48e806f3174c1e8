// /v3/documentation/tvm/instructions: every TVM instruction, with category tabs, an instant filter and deep
// links (#<opcode>). The table is static HTML from the build; without JavaScript it is complete and readable.
import { useEffect, useRef, useState } from 'react';
import { pluralize, useSite } from '@tondocs/theme';
import { TVM_GROUPS, type TvmGroup } from '../../../../data/tvm/types.ts';
import { aliasesTableHtml, instructionsTableHtml, instructionCount } from '../../../../components/tvm-table.ts';

export const meta = {
  title: { ru: 'Инструкции TVM', en: 'TVM instructions', mandarin: 'TVM 指令' },
  description: {
    ru: 'Справочник всех инструкций виртуальной машины TON: опкод, мнемоника Fift, действие на стек, газ и версия появления.',
    en: 'Reference of every TON Virtual Machine instruction: opcode, Fift mnemonic, stack effect, gas and version.',
  },
};

const GROUP_LABELS: Record<TvmGroup | 'all', string> = {
  all: 'Все',
  stack: 'Стек',
  tuple: 'Кортежи',
  const: 'Константы',
  arithm: 'Арифметика',
  compare: 'Сравнение',
  cell: 'Ячейки',
  cont: 'Продолжения',
  exceptions: 'Исключения',
  dict: 'Словари',
  app: 'Прикладные',
  debug: 'Отладка',
  codepage: 'Кодовые страницы',
};

const LABELS = {
  opcode: 'Опкод',
  fift: 'Мнемоника Fift',
  stack: 'Стек',
  category: 'Категория',
  description: 'Описание',
  gas: 'Газ',
  since: 'Версия',
  initial: 'исходная',
  aliasOf: 'Синоним инструкции',
};

const FORMS: [string, string, string] = ['{count} инструкция', '{count} инструкции', '{count} инструкций'];
const FILTER_DELAY = 120;

/**
 * Server: the table built from the data. Browser: the same HTML taken from the page (nothing is refetched),
 * read only if React needs the string: hydration does not, and serialising ~900 rows at load was a long task.
 */
function useStaticHtml(id: string, build: () => string): { readonly __html: string } {
  const [html] = useState(() => {
    if (import.meta.env.SSR) return { __html: build() };
    let read: string | undefined;
    return {
      get __html() {
        return (read ??= document.getElementById(id)?.innerHTML ?? '');
      },
    };
  });
  return html;
}

const normalize = (s: string) => s.toLowerCase().replace(/ё/g, 'е');

export default function TvmInstructionsPage() {
  const site = useSite();
  const [group, setGroup] = useState<TvmGroup | 'all'>('all');
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<{ el: HTMLTableRowElement; group: string; text: string }[] | null>(null);

  // Server-only imports: the data never enters the browser bundle (import.meta.env.SSR is a build-time constant).
  const tableHtml = useStaticHtml('tvm-instructions', () => (import.meta.env.SSR ? serverTables().instructions : ''));
  const aliasHtml = useStaticHtml('tvm-aliases', () => (import.meta.env.SSR ? serverTables().aliases : ''));
  // The first client render must match the server's: the browser reads the total the server wrote.
  const [total] = useState(() => (import.meta.env.SSR ? serverTables().count : Number(document.getElementById('tvm-count')?.dataset.total ?? 0)));

  // Typing never blocks: the filter runs once the reader pauses.
  useEffect(() => {
    const t = window.setTimeout(() => setApplied(query), FILTER_DELAY);
    return () => window.clearTimeout(t);
  }, [query]);

  useEffect(() => {
    // Unfiltered, the server's table is already right: the rows are read only once the reader filters.
    if (!rowsRef.current && group === 'all' && !applied.trim()) return;
    const rows = (rowsRef.current ??= [...(tableRef.current?.querySelectorAll<HTMLTableRowElement>('tbody tr') ?? [])].map((el) => ({ el, group: el.dataset.group ?? '', text: normalize(el.textContent ?? '') })));
    const words = normalize(applied).split(/\s+/).filter(Boolean);
    let count = 0;
    for (const r of rows) {
      const visible = (group === 'all' || r.group === group) && words.every((w) => r.text.includes(w));
      if (r.el.hidden === visible) r.el.hidden = !visible;
      if (visible) count++;
    }
    setShown(count);
  }, [group, applied]);

  // Deep links: #<opcode> shows, scrolls to and highlights that row.
  useEffect(() => {
    const focusRow = () => {
      let id = window.location.hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // "#%zz": not an escape, the raw text is the id
      }
      const row = id ? document.getElementById(id) : null;
      if (!(row instanceof HTMLTableRowElement) || !tableRef.current?.contains(row)) return;
      setGroup('all');
      setQuery('');
      setApplied('');
      requestAnimationFrame(() => {
        document.querySelectorAll('.tvm-row--target').forEach((el) => el.classList.remove('tvm-row--target'));
        row.classList.add('tvm-row--target');
        row.scrollIntoView({ block: 'center' });
      });
    };
    focusRow();
    window.addEventListener('hashchange', focusRow);
    return () => window.removeEventListener('hashchange', focusRow);
  }, []);

  const count = shown ?? total;
  return (
    <div className="tvm-page">
      {/* As HTML: a text child of <style> is escaped on the server (' -> &#x27;) and would not hydrate. */}
      <style dangerouslySetInnerHTML={{ __html: STYLES }} />
      <h1>Инструкции TVM</h1>
      <p className="tvm-lead">
        Все инструкции кодовой страницы 0 виртуальной машины TON: опкод, запись на ассемблере Fift, действие на стек, базовая цена в газе и
        глобальная версия, с которой инструкция доступна. Нажмите на опкод, чтобы получить ссылку на строку.
      </p>
      <div className="tvm-controls">
        <div className="tvm-tabs" role="tablist" aria-label="Категории инструкций">
          {(['all', ...TVM_GROUPS] as const).map((g) => (
            <button key={g} type="button" role="tab" aria-selected={group === g} className={`tvm-tab${group === g ? ' tvm-tab--active' : ''}`} onClick={() => setGroup(g)}>
              {GROUP_LABELS[g]}
            </button>
          ))}
        </div>
        <label className="tvm-filter">
          <span>Фильтр</span>
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Опкод, мнемоника или описание" autoComplete="off" />
        </label>
        <p className="tvm-count" id="tvm-count" data-total={total} aria-live="polite">
          Показано: {pluralize(FORMS, count, site.htmlLang)}
        </p>
      </div>
      <div className="tvm-scroll" ref={tableRef} id="tvm-instructions" dangerouslySetInnerHTML={tableHtml} />
      <h2 id="aliases">Синонимы</h2>
      <p>Синонимы — это другие имена тех же инструкций в ассемблере Fift: они компилируются в тот же байт-код.</p>
      <div className="tvm-scroll" id="tvm-aliases" dangerouslySetInnerHTML={aliasHtml} />
    </div>
  );
}


function serverTables(): { instructions: string; aliases: string; count: number } {
  return { instructions: instructionsTableHtml(LABELS), aliases: aliasesTableHtml(LABELS), count: instructionCount() };
}

const STYLES = `
.tvm-page { max-width: 1400px; margin: 0 auto; padding: 24px 32px 64px; }
.tvm-page h1 { font-size: 2.4rem; margin: 0.2em 0 0.4em; }
.tvm-lead { max-width: 860px; color: var(--c-text-soft); }
.tvm-controls { position: sticky; top: var(--navbar-height); z-index: 5; background: var(--c-bg); padding: 12px 0; border-bottom: 1px solid var(--c-border); }
.tvm-tabs { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 10px; }
.tvm-tab { padding: 4px 12px; border: 1px solid var(--c-border); border-radius: 16px; background: var(--c-bg); color: var(--c-text); cursor: pointer; font-size: 0.9rem; }
.tvm-tab:hover { border-color: var(--c-primary); }
.tvm-tab--active { background: var(--c-primary); border-color: var(--c-primary); color: #fff; }
[data-theme='dark'] .tvm-tab--active { color: #0b1620; }
.tvm-filter { display: flex; align-items: center; gap: 8px; }
.tvm-filter input { flex: 1; max-width: 520px; padding: 8px 12px; border: 1px solid var(--c-border); border-radius: 8px; background: var(--c-bg); color: var(--c-text); font: inherit; }
.tvm-count { margin: 8px 0 0; font-size: 0.9rem; color: var(--c-text-soft); }
.tvm-scroll { overflow-x: auto; }
/* Blocks of rows (tvm-table.ts): only those near the viewport are rendered. */
.tvm-block { content-visibility: auto; min-width: 1040px; }
.tvm-table--fixed { table-layout: fixed; }
.tvm-table--cont thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.tvm-table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
.tvm-table th { position: sticky; top: 0; text-align: left; background: var(--c-bg-soft); }
.tvm-table th, .tvm-table td { padding: 6px 10px; border-bottom: 1px solid var(--c-border); vertical-align: top; }
.tvm-table code { font-family: var(--font-mono); font-size: 0.85em; }
/* Opcode and mnemonic stay on one line; long stack effects and gas formulas wrap instead of widening the table. */
.tvm-table td:nth-child(-n + 2) code { white-space: nowrap; }
.tvm-table td:nth-child(3) { max-width: 260px; overflow-wrap: anywhere; }
.tvm-table:not(.tvm-table--fixed) td:nth-child(5) { min-width: 320px; }
.tvm-table td:nth-child(6) { max-width: 140px; overflow-wrap: anywhere; }
.tvm-table--fixed td { overflow-wrap: break-word; }
/* The instruction rows (tvm-table.ts) are bare cells: opcode, mnemonic, stack and category are code. */
.tvm-table--fixed td:nth-child(-n + 4) { font-family: var(--font-mono); font-size: 0.85em; }
/* Smaller monospace text on the same first line as the description (a <code> in a cell sat on its baseline). */
.tvm-table--fixed td { vertical-align: baseline; }
.tvm-table--fixed td:nth-child(4) { color: var(--c-text-soft); }
.tvm-table--fixed td:nth-child(n + 6) { text-align: right; }
.tvm-table--fixed td:first-child a { text-decoration: none; }
.tvm-row--target td { background: var(--c-primary-soft); }
.tvm-row--target { outline: 2px solid var(--c-primary); outline-offset: -2px; }
@media (max-width: 995px) { .tvm-page { padding: 16px; } }
`;
