// A phone's screen kept awake while a game runs (issue 24: "A phone's screen sleeps in the middle
// of a game"), released in the lobby and after the game. Where the page is a secure context
// (https, or localhost) the Wake Lock API holds the screen, taken again when the page comes back
// in sight (a lock is dropped whenever the page is hidden). Over plain http on a LAN, where that
// API does not exist, and where it is refused, a muted video plays in a corner: one pixel drawn
// on a canvas and streamed (`captureStream`), so there is no file to fetch; phones keep the
// screen on while a video plays. `awake` says which of the two holds it now, for the page's
// `data-awake` and the tests.

import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';

export type Awake = 'off' | 'lock' | 'video';

/** What holds the screen awake now. */
export const awake = signal<Awake>('off');

type Lock = { release(): Promise<void>; addEventListener(type: 'release', f: () => void): void };
type WakeLockApi = { request(type: 'screen'): Promise<Lock> };

/** The canvas is drawn again this often, so that its stream keeps sending frames. */
const REDRAW_MS = 10_000;

class KeepAwake {
  #wanted = false;
  #lock: Lock | null = null;
  #video: HTMLVideoElement | null = null;
  #redraw: ReturnType<typeof setInterval> | null = null;

  readonly #onVisible = () => {
    if (document.visibilityState === 'visible' && this.#wanted && awake.peek() !== 'video') {
      void this.#take();
    }
  };

  start(): void {
    if (this.#wanted) return;
    this.#wanted = true;
    document.addEventListener('visibilitychange', this.#onVisible);
    void this.#take();
  }

  stop(): void {
    this.#wanted = false;
    document.removeEventListener('visibilitychange', this.#onVisible);
    const lock = this.#lock;
    this.#lock = null;
    lock?.release().catch(() => undefined);
    this.#stopVideo();
    awake.value = 'off';
  }

  async #take(): Promise<void> {
    const api = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    if (window.isSecureContext && api) {
      try {
        const lock = await api.request('screen');
        if (!this.#wanted) {
          await lock.release();
          return;
        }
        this.#lock = lock;
        lock.addEventListener('release', () => {
          if (this.#lock === lock) this.#lock = null;
          if (this.#wanted && awake.peek() === 'lock') awake.value = 'off';
        });
        this.#stopVideo();
        awake.value = 'lock';
        return;
      } catch {
        // Refused (a page out of sight, a policy, low battery): the video holds it instead.
      }
    }
    this.#playVideo();
  }

  #playVideo(): void {
    if (this.#video || !this.#wanted) return;
    const canvas = document.createElement('canvas');
    canvas.width = 2;
    canvas.height = 2;
    const paint = canvas.getContext('2d');
    const draw = () => {
      if (!paint) return;
      paint.fillStyle = paint.fillStyle === '#000000' ? '#010101' : '#000000';
      paint.fillRect(0, 0, 2, 2);
    };
    draw();
    const stream = (
      canvas as HTMLCanvasElement & { captureStream?(fps: number): MediaStream }
    ).captureStream?.(1);
    // No way to hold the screen in this browser (or a stand-in without streams: a test's DOM).
    if (!stream || typeof stream.getTracks !== 'function') return;
    const video = document.createElement('video');
    video.muted = true;
    video.loop = true;
    video.playsInline = true;
    video.setAttribute('playsinline', '');
    video.setAttribute('aria-hidden', 'true');
    video.dataset.testid = 'keep-awake-video';
    video.style.cssText =
      'position:fixed;left:0;bottom:0;width:1px;height:1px;opacity:0.01;pointer-events:none;';
    video.srcObject = stream;
    document.body.append(video);
    this.#video = video;
    this.#redraw = setInterval(draw, REDRAW_MS);
    video.play().then(
      () => {
        if (this.#video === video) awake.value = 'video';
      },
      () => undefined,
    );
  }

  #stopVideo(): void {
    if (this.#redraw) clearInterval(this.#redraw);
    this.#redraw = null;
    const video = this.#video;
    this.#video = null;
    if (!video) return;
    video.pause();
    const stream = video.srcObject as MediaStream | null;
    if (stream && typeof stream.getTracks === 'function') {
      for (const track of stream.getTracks()) track.stop();
    }
    video.srcObject = null;
    video.remove();
  }
}

const keeper = new KeepAwake();

/** Keeps the screen awake while `running` is true (a game under way), releases it otherwise. */
export function useKeepAwake(running: boolean): void {
  useEffect(() => {
    if (typeof document === 'undefined') return;
    if (running) keeper.start();
    else keeper.stop();
  }, [running]);
  useEffect(() => () => keeper.stop(), []);
}
