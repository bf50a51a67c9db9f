import React, { createContext, useContext, useMemo, type ReactNode } from "react";

type Gtag = (command: "event", name: string, params?: Record<string, unknown>) => void;

declare global {
  interface Window {
    /** Google's tag, present only when analytics is configured (gatsby-plugin-google-gtag). */
    gtag?: Gtag;
  }
}

interface AnalyticsValue {
  /** Sends an event to the analytics service when one is configured; otherwise does nothing. */
  track(name: string, params?: Record<string, unknown>): void;
}

const AnalyticsContext = createContext<AnalyticsValue | null>(null);

/** Events for the analytics service, if gtag was loaded (only when GATSBY_GTAG_ID is set). */
export function AnalyticsProvider({ children }: { children: ReactNode }) {
  const value = useMemo<AnalyticsValue>(
    () => ({
      track(name, params) {
        if (typeof window.gtag === "function") window.gtag("event", name, params);
      },
    }),
    [],
  );
  return <AnalyticsContext.Provider value={value}>{children}</AnalyticsContext.Provider>;
}

export function useAnalytics(): AnalyticsValue {
  const value = useContext(AnalyticsContext);
  if (!value) throw new Error("useAnalytics must be used inside <AnalyticsProvider> (wrapRootElement)");
  return value;
}
