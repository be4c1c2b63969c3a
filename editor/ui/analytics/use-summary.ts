// The dashboard's report for the chosen range: asked again whenever the range or the test-order
// box changes; an answer that comes back after a newer question is dropped, so the figures shown
// always belong to the range shown. The last report stays on screen while the next one loads.
import { useEffect, useState } from 'react';
import type { AnalyticsSummaryResponse } from '../../../shared/api/analytics';
import { call } from '../../owner-call';
import { type DayRange, summaryPath } from './range';

export interface Summary {
  readonly report: AnalyticsSummaryResponse | null;
  readonly loading: boolean;
  readonly error: string | null;
  readonly retry: () => void;
}

export function useSummary(range: DayRange | null, includeTestOrders: boolean): Summary {
  const [report, setReport] = useState<AnalyticsSummaryResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const from = range?.from;
  const to = range?.to;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on "Try again"
  useEffect(() => {
    if (from === undefined || to === undefined) return;
    let current = true;
    setLoading(true);
    setError(null);
    void call<AnalyticsSummaryResponse>('GET', summaryPath({ from, to }, includeTestOrders)).then(
      (answer) => {
        if (!current) return;
        setLoading(false);
        if (answer.ok) setReport(answer.value);
        else setError(answer.message);
      },
    );
    return () => {
      current = false;
    };
  }, [from, to, includeTestOrders, attempt]);

  return { report, loading, error, retry: () => setAttempt((n) => n + 1) };
}
