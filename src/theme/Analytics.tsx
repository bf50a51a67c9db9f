import React, { createContext, useContext, useMemo, type ReactNode } from "react";

type Gtag = (command: "event", name: string, params?: Record<string, unknown>) => void;

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
        const gtag = (window as unknown as { gtag?: Gtag }).gtag;
        if (typeof gtag === "function") gtag("event", name, params);
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
