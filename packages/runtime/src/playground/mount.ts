// Turns a server-rendered `live` block into an editor (CodeMirror, in place of the highlighted <pre>, with
// the same metrics so nothing moves) with Run / Reset buttons and the console output beneath it.
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, drawSelection } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { javascript } from '@codemirror/lang-javascript';
import { classHighlighter } from '@lezer/highlight';
import type { PlaygroundSetup } from './index.ts';
import { RUN_TIMEOUT_MS, runInSandbox } from './sandbox.ts';
import { editorSources } from './sources.ts';

export function mountPlayground(root: HTMLElement, setup: PlaygroundSetup): void {
  const s = setup.strings;
  const lang = root.dataset.live === 'js' ? 'js' : 'ts';
  const block = root.querySelector<HTMLElement>('.code-block');
  const pre = block?.querySelector('pre');
  const code = pre?.querySelector('code');
  const runButton = root.querySelector<HTMLButtonElement>('[data-live-run]');
  const resetButton = root.querySelector<HTMLButtonElement>('[data-live-reset]');
  const output = root.querySelector<HTMLElement>('.playground-output');
  if (!block || !pre || !code || !runButton || !resetButton || !output) return;
  // Line numbers are CSS content, so the text of <code> is exactly the code.
  const initial = (code.textContent ?? '').replace(/\n$/, '');

  const run = () => {
    const source = view.state.doc.toString();
    runButton.disabled = true;
    runButton.lastChild!.textContent = s.running;
    output.replaceChildren();
    output.dataset.state = 'running';
    let printed = 0;
    const finish = () => {
      runButton.disabled = false;
      runButton.lastChild!.textContent = s.run;
      delete output.dataset.state;
    };
    void runInSandbox(setup.workerUrl, source, lang, s.moduleMissing, {
      onLog(level, text) {
        printed++;
        appendLine(output, text, level);
      },
      onDone(result) {
        finish();
        if (result.error === 'cancelled') return;
        if (result.timeout) appendLine(output, s.timeout.replace('{seconds}', String(RUN_TIMEOUT_MS / 1000)), 'error');
        else if (!result.ok) appendLine(output, result.error === 'load' ? s.loadError : (result.error ?? s.loadError), 'error');
        else {
          if (printed === 0) appendLine(output, s.noOutput, 'meta');
          appendLine(output, s.finished.replace('{ms}', String(Math.round(result.ms ?? 0))), 'meta');
        }
      },
    }).catch(() => {
      finish();
      appendLine(output, s.loadError, 'error');
    });
  };

  const numbered = block.classList.contains('code-block--numbered');
  const view = new EditorView({
    state: EditorState.create({
      doc: initial,
      extensions: [
        ...(numbered ? [lineNumbers()] : []),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        syntaxHighlighting(classHighlighter),
        javascript({ typescript: lang === 'ts' }),
        keymap.of([{ key: 'Mod-Enter', run: () => (run(), true) }, indentWithTab, ...defaultKeymap, ...historyKeymap]),
        EditorView.contentAttributes.of({ 'aria-label': s.editorLabel }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) resetButton.hidden = u.state.doc.toString() === initial;
        }),
      ],
    }),
  });
  pre.replaceWith(view.dom);
  // Long lines scroll sideways, as in the static block: the scroll box takes focus so that arrow keys reach it.
  view.scrollDOM.tabIndex = 0;
  editorSources.set(block, () => view.state.doc.toString());
  block.classList.add('code-block--editor');

  runButton.disabled = false;
  runButton.addEventListener('click', run);
  resetButton.addEventListener('click', () => {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: initial } });
    resetButton.hidden = true;
    view.focus();
  });
  root.dataset.mounted = 'true';
}

function appendLine(output: HTMLElement, text: string, level: 'log' | 'info' | 'warn' | 'error' | 'meta'): void {
  const line = document.createElement('div');
  line.className = `playground-line playground-line--${level}`;
  line.textContent = text;
  output.appendChild(line);
}
