import { DESKTOP_BREAKPOINT_PX, IMAGE_ZOOM, MODAL_SCROLL_RESTORE_DELAY_MS, NAVIGATION_PROGRESS_DELAY_MS, PROGRESS_BAR } from "../../../../src/lib/browser/constants";

describe("the site's behavioral constants", () => {
  it("keep their values: desktop above 996 px, progress bar after 1 s, scroll back 300 ms after a dialog, the progress bar's pace, zoom on doc images", () => {
    expect(DESKTOP_BREAKPOINT_PX).toBe(996);
    expect(NAVIGATION_PROGRESS_DELAY_MS).toBe(1000);
    expect(MODAL_SCROLL_RESTORE_DELAY_MS).toBe(300);
    expect(PROGRESS_BAR).toEqual({ minimum: 0.08, speedMs: 200, trickleRate: 0.02, trickleSpeedMs: 800 });
    expect(IMAGE_ZOOM.selector).toBe(".markdown img:not(.no-zoom)");
  });
});
