/** The dialog behaviour shared by the mobile drawer and the private-repository warning (src/hooks/useDialog.ts). */
import React, { useRef, useState } from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useDialog } from "../../src/hooks/useDialog";

// jsdom lays nothing out, so offsetParent is always null there: say what a browser would.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "offsetParent", {
    configurable: true,
    get(this: HTMLElement) {
      return this.closest("[hidden]") ? null : this.parentElement;
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent;
});

function Dialog({ onClose, delay = 0 }: { onClose(): void; delay?: number }) {
  const first = useRef<HTMLButtonElement>(null);
  const { ref, onKeyDown } = useDialog<HTMLDivElement>({ open: true, onClose, initialFocus: first, scrollRestoreDelayMs: delay });
  return (
    <div ref={ref} role="dialog" aria-label="Menu" tabIndex={-1} onKeyDown={onKeyDown}>
      <button ref={first} type="button">
        first
      </button>
      <ul hidden>
        <li>
          <a href="/hidden/">hidden</a>
        </li>
      </ul>
      <a href="/last/">last</a>
    </div>
  );
}

function Page({ delay }: { delay?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open ? <Dialog onClose={() => setOpen(false)} delay={delay} /> : null}
    </>
  );
}

describe("useDialog", () => {
  afterEach(() => jest.useRealTimers());

  it("moves focus in, keeps Tab and Shift+Tab inside on shown elements, and closes on Escape back to the opener", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "open" }));
    expect(screen.getByRole("button", { name: "first" })).toHaveFocus();
    expect(document.body.style.overflow).toBe("hidden");
    await user.tab();
    expect(screen.getByRole("link", { name: "last" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "first" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("link", { name: "last" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "open" })).toHaveFocus();
    expect(document.body.style.overflow).toBe("");
  });

  it("gives page scrolling back only after the delay, and stays locked for a dialog opened again meanwhile", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<Page delay={300} />);
    await user.click(screen.getByRole("button", { name: "open" }));
    await user.keyboard("{Escape}");
    expect(document.body.style.overflow).toBe("hidden");
    await user.click(screen.getByRole("button", { name: "open" }));
    act(() => jest.advanceTimersByTime(400));
    expect(document.body.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    act(() => jest.advanceTimersByTime(400));
    expect(document.body.style.overflow).toBe("");
  });
});
