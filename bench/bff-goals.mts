// The goals for the BFF's own cost (README, Performance), read off one interleaved run (bench/run.mts, part bff).
export interface BffGoal {
  measure: string;
  goal: string;
  measured: string;
  met: boolean;
}

export interface BffGaps {
  /** BFF − the proxy floor at one connection, ms. */
  overFloorP50Ms: number;
  overFloorP99Ms: number;
  /** BFF ÷ the proxy floor at 50 connections. */
  throughputBffOverFloor: number;
  /** BFF − the upstream directly at one connection, ms. */
  addedP50Ms: number;
  addedP99Ms: number;
}

const plus = (ms: number) => `${ms >= 0 ? '+' : '−'}${Math.abs(ms).toFixed(2)} ms`;

export function bffGoals(gaps: BffGaps): BffGoal[] {
  return [
    { measure: 'BFF − proxy floor, p50 at 1 connection', goal: '≤ +0.5 ms', measured: plus(gaps.overFloorP50Ms), met: gaps.overFloorP50Ms <= 0.5 },
    { measure: 'BFF − proxy floor, p99 at 1 connection', goal: '≤ +2 ms', measured: plus(gaps.overFloorP99Ms), met: gaps.overFloorP99Ms <= 2 },
    {
      measure: 'BFF ÷ proxy floor, throughput at 50 connections',
      goal: '≥ 0.85',
      measured: gaps.throughputBffOverFloor.toFixed(2),
      met: gaps.throughputBffOverFloor >= 0.85,
    },
    { measure: 'BFF − direct upstream, p50 at 1 connection', goal: '≤ +1.0 ms', measured: plus(gaps.addedP50Ms), met: gaps.addedP50Ms <= 1 },
    { measure: 'BFF − direct upstream, p99 at 1 connection', goal: '≤ +4 ms', measured: plus(gaps.addedP99Ms), met: gaps.addedP99Ms <= 4 },
  ];
}
