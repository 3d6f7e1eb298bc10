// The products' resident memory, read from /proc: each product is started in a process group of
// its own, so its RSS is the sum over the group (the Node process, and tsx's esbuild service).
import { readdirSync, readFileSync } from 'node:fs';

/** The RSS of every process in the group, in MB; 0 where /proc cannot tell. */
export function groupRssMb(groupId: number): number {
  let kilobytes = 0;
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return 0;
  }
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command's closing parenthesis: state, ppid, pgrp, ...
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== groupId) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      kilobytes += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round(kilobytes / 1024);
}

export interface RssFigures {
  idleBefore: number;
  peakDuring: number;
  after: number;
}

/** Samples each product's RSS while the load runs, keeping its peak. */
export function watchRss(groups: Record<string, number>, everyMs = 250) {
  const figures = new Map<string, RssFigures>();
  for (const [name, group] of Object.entries(groups)) {
    const idle = groupRssMb(group);
    figures.set(name, { idleBefore: idle, peakDuring: idle, after: idle });
  }
  const sample = () => {
    for (const [name, group] of Object.entries(groups)) {
      const entry = figures.get(name) as RssFigures;
      entry.peakDuring = Math.max(entry.peakDuring, groupRssMb(group));
    }
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    /** Stops sampling and reads each product once more, idle. */
    finish(): Map<string, RssFigures> {
      clearInterval(timer);
      sample();
      for (const [name, group] of Object.entries(groups)) {
        (figures.get(name) as RssFigures).after = groupRssMb(group);
      }
      return figures;
    },
  };
}
