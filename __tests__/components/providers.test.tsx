import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ColorModeProvider, useColorMode } from "../../src/theme/ColorMode";
import { ModalProvider } from "../../src/theme/Modal";
import { SearchProvider, useSearch } from "../../src/theme/Search";
import { AnalyticsProvider, useAnalytics } from "../../src/theme/Analytics";
import AnnouncementBar from "../../src/components/AnnouncementBar";
import PageErrorBoundary from "../../src/theme/PageErrorBoundary";
import { useNavbarVisible } from "../../src/hooks/useNavbarVisible";

// The provider's job is the shortcuts and state; DocSearch's modal itself is tested elsewhere.
jest.mock("../../src/theme/SearchModal", () => ({
  __esModule: true,
  default: ({ onClose }: { onClose(): void }) => (
    <div role="dialog" aria-label="Search">
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  ),
}));

function ModeProbe() {
  const { colorMode, toggleColorMode } = useColorMode();
  return (
    <button type="button" onClick={toggleColorMode}>
      mode: {colorMode}
    </button>
  );
}

describe("ColorModeProvider", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.setAttribute("data-theme", "light");
  });

  it("starts from what the head script applied, toggles, stores and sets data-theme", async () => {
    document.documentElement.setAttribute("data-theme", "dark");
    render(
      <ColorModeProvider>
        <ModeProbe />
      </ColorModeProvider>,
    );
    expect(screen.getByRole("button")).toHaveTextContent("mode: dark");
    await userEvent.setup().click(screen.getByRole("button"));
    expect(document.documentElement.getAttribute("data-theme")).toBe("light");
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("switches from the mode the page shows, when the head's listener changed it after the provider read it", async () => {
    render(
      <ColorModeProvider>
        <ModeProbe />
      </ColorModeProvider>,
    );
    expect(screen.getByRole("button")).toHaveTextContent("mode: light");
    document.documentElement.setAttribute("data-theme", "dark");
    await userEvent.setup().click(screen.getByRole("button"));
    expect(document.documentElement.getAttribute("data-theme")).toBe("light");
    expect(screen.getByRole("button")).toHaveTextContent("mode: light");
  });

  it("throws a clear error when used outside its provider", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<ModeProbe />)).toThrow(/useColorMode must be used inside <ColorModeProvider>/);
  });
});

describe("ModalProvider", () => {
  beforeEach(() => localStorage.clear());

  it("warns before opening a private repository link, and not once the reader opted out", async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, "open").mockImplementation(() => null);
    render(
      <ModalProvider>
        <a href="https://github.com/cairn-io/terraform-aws-service-catalog">catalog</a>
      </ModalProvider>,
    );
    await user.click(screen.getByRole("link", { name: "catalog" }));
    const dialog = screen.getByRole("dialog", { name: "This repository is private" });
    expect(dialog).toHaveTextContent(/404/);
    await user.click(screen.getByRole("checkbox", { name: /Don't warn me again/ }));
    await user.click(screen.getByRole("button", { name: /Continue/ }));
    expect(open).toHaveBeenCalledWith("https://github.com/cairn-io/terraform-aws-service-catalog", "_blank", "noopener,noreferrer");
    expect(localStorage.getItem("dontWarnGitHubLinks")).toBe("true");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("warns on a Ctrl-click and a middle click too, and not on a right click", async () => {
    const user = userEvent.setup();
    render(
      <ModalProvider>
        <a href="https://github.com/cairn-io/terraform-aws-service-catalog">catalog</a>
      </ModalProvider>,
    );
    const link = screen.getByRole("link", { name: "catalog" });
    await user.keyboard("{Control>}");
    await user.click(link);
    await user.keyboard("{/Control}");
    expect(screen.getByRole("dialog", { name: "This repository is private" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.pointer({ keys: "[MouseMiddle]", target: link });
    expect(screen.getByRole("dialog", { name: "This repository is private" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.pointer({ keys: "[MouseRight]", target: link });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("SearchProvider", () => {
  function Probe() {
    const { isOpen } = useSearch();
    return <p>{isOpen ? "open" : "closed"}</p>;
  }

  it("opens on Ctrl+K and on / outside fields, and closes on Escape", async () => {
    const user = userEvent.setup();
    render(
      <SearchProvider>
        <Probe />
        <input aria-label="field" />
      </SearchProvider>,
    );
    await user.keyboard("{Control>}k{/Control}");
    expect(screen.getByText("open")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.getByText("closed")).toBeInTheDocument();
    await user.click(screen.getByRole("textbox", { name: "field" }));
    await user.keyboard("/");
    expect(screen.getByText("closed")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "field" })).toHaveValue("/");
    (document.activeElement as HTMLElement).blur();
    await user.keyboard("/");
    expect(screen.getByText("open")).toBeInTheDocument();
  });
});

describe("AnalyticsProvider", () => {
  function Probe() {
    const { track } = useAnalytics();
    return (
      <button type="button" onClick={() => track("copy_code", { language: "hcl" })}>
        track
      </button>
    );
  }

  it("sends events to gtag when it is loaded, and does nothing otherwise", async () => {
    const user = userEvent.setup();
    render(
      <AnalyticsProvider>
        <Probe />
      </AnalyticsProvider>,
    );
    await user.click(screen.getByRole("button"));
    const gtag = jest.fn();
    (window as unknown as { gtag: jest.Mock }).gtag = gtag;
    await user.click(screen.getByRole("button"));
    expect(gtag).toHaveBeenCalledWith("event", "copy_code", { language: "hcl" });
    delete (window as unknown as { gtag?: jest.Mock }).gtag;
  });
});

describe("AnnouncementBar", () => {
  // Each test is a fresh page load: no head script has marked the bar dismissed.
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute("data-announcement-dismissed");
  });
  const announcement = { id: "news-2", content: "Something new.", closeable: true };

  it("hides once closed and stays hidden for the same id", async () => {
    const { unmount } = render(<AnnouncementBar announcement={announcement} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Close announcement" }));
    expect(screen.queryByRole("region", { name: "Announcement" })).not.toBeInTheDocument();
    unmount();
    render(<AnnouncementBar announcement={announcement} />);
    expect(screen.queryByRole("region", { name: "Announcement" })).not.toBeInTheDocument();
  });

  it("shows again for a new id", () => {
    localStorage.setItem("announcement.dismiss", "true");
    localStorage.setItem("announcement.id", "news-1");
    render(<AnnouncementBar announcement={announcement} />);
    expect(screen.getByRole("region", { name: "Announcement" })).toHaveTextContent("Something new.");
    expect(localStorage.getItem("announcement.dismiss")).toBeNull();
  });

  it("stays closed when the head's listener closed it before the app started, even where storage refused to keep it", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    document.documentElement.setAttribute("data-announcement-dismissed", "true");
    render(<AnnouncementBar announcement={announcement} />);
    expect(screen.queryByRole("region", { name: "Announcement" })).not.toBeInTheDocument();
    expect(document.documentElement.getAttribute("data-announcement-dismissed")).toBe("true");
    jest.restoreAllMocks();
  });
});

describe("PageErrorBoundary", () => {
  it("shows 'This page crashed.' with the message, and Try again renders the page once the cause is gone", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    let broken = true;
    function Fragile() {
      if (broken) throw new Error("Cannot read the doc tree");
      return <p>Recovered page</p>;
    }
    render(
      <PageErrorBoundary>
        <Fragile />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "This page crashed." })).toBeInTheDocument();
    expect(screen.getByText("Cannot read the doc tree")).toBeInTheDocument();
    broken = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Recovered page")).toBeInTheDocument();
  });
});

describe("useNavbarVisible", () => {
  function Probe() {
    return <p>{useNavbarVisible(60) ? "visible" : "hidden"}</p>;
  }

  it("hides the navbar when scrolling down and shows it when scrolling up", () => {
    // Runs frames at once; the hook sees no frame pending afterwards.
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => {
      cb(0);
      return 0;
    });
    render(<Probe />);
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, "scrollY", { configurable: true, value: y });
        window.dispatchEvent(new Event("scroll"));
      });
    scrollTo(500);
    expect(screen.getByText("hidden")).toBeInTheDocument();
    scrollTo(450);
    expect(screen.getByText("visible")).toBeInTheDocument();
  });
});
