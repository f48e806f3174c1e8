// Top progress bar for client navigation: appears 200 ms after a navigation starts, starts at 0.08,
// trickles every 800 ms, eases with "ease" over 200 ms; no spinner.
export const PROGRESS = { delay: 200, minimum: 0.08, trickleSpeed: 800, easing: 'ease', speed: 200 } as const;

export class ProgressBar {
  private el: HTMLDivElement | null = null;
  private fill: HTMLDivElement | null = null;
  private value = 0;
  private delayTimer = 0;
  private trickleTimer = 0;

  start(): void {
    this.stopTimers();
    this.delayTimer = window.setTimeout(() => this.show(), PROGRESS.delay);
  }

  done(): void {
    this.stopTimers();
    if (!this.el) return;
    this.set(1);
    const el = this.el;
    window.setTimeout(() => {
      el.style.transition = `opacity ${PROGRESS.speed}ms linear`;
      el.style.opacity = '0';
      window.setTimeout(() => el.remove(), PROGRESS.speed);
    }, PROGRESS.speed);
    this.el = null;
    this.fill = null;
  }

  private show(): void {
    const el = document.createElement('div');
    el.className = 'progress-bar';
    el.setAttribute('role', 'progressbar');
    el.setAttribute('aria-hidden', 'true');
    const fill = document.createElement('div');
    fill.className = 'progress-bar-fill';
    el.append(fill);
    document.body.append(el);
    this.el = el;
    this.fill = fill;
    this.value = 0;
    this.set(PROGRESS.minimum);
    this.trickleTimer = window.setInterval(() => this.set(this.value + (1 - this.value) * 0.1 * Math.random() + 0.01), PROGRESS.trickleSpeed);
  }

  private set(v: number): void {
    this.value = Math.min(Math.max(v, PROGRESS.minimum), v >= 1 ? 1 : 0.994);
    if (this.fill) {
      this.fill.style.transition = `transform ${PROGRESS.speed}ms ${PROGRESS.easing}`;
      this.fill.style.transform = `scaleX(${this.value})`;
    }
  }

  private stopTimers(): void {
    window.clearTimeout(this.delayTimer);
    window.clearInterval(this.trickleTimer);
  }
}
