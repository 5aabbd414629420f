/**
 * Where a benchmark's CPU went, from Linux's /proc: the CPU time (user + system) of the processes
 * of each named process group, of PostgreSQL's processes (by name: pg_ctl starts them in a group
 * of their own) and of the machine as a whole, between two snapshots. A load test whose
 * processes share the machine's cores with the load generator can only scale as far as the
 * cores left over; this says how far that was.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

export interface CpuSnapshot {
  /** CPU ms so far of each process of a group (the named groups, `postgres`, `bench` for this process), by pid. */
  processes: Map<string, { group: string; ms: number }>;
  /** The machine's busy CPU ms and its busy + idle CPU ms, all cores together, from /proc/stat. */
  machineBusy: number;
  machineTotal: number;
}

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
const ticksToMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/** `/proc/<pid>/stat`: the command name and the fields after it (state is index 0). */
function processStat(pid: string): { comm: string; fields: string[] } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    return { comm: text.slice(text.indexOf('(') + 1, close), fields: text.slice(close + 2).split(' ') };
  } catch {
    return null; // exited meanwhile
  }
}

/** Takes a snapshot; `groups` maps a name to a process group id (a detached child's pid). */
export function cpuSnapshot(groups: ReadonlyMap<string, number>): CpuSnapshot {
  const byPgid = new Map([...groups].map(([name, pgid]) => [pgid, name]));
  const processes = new Map<string, { group: string; ms: number }>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const stat = processStat(pid);
    if (!stat) continue;
    // Fields 5 (pgrp), 14 (utime) and 15 (stime) of proc(5), counted from the state (field 3).
    const pgrp = Number(stat.fields[2]);
    const ticks = Number(stat.fields[11]) + Number(stat.fields[12]);
    const group = byPgid.get(pgrp) ?? (stat.comm === 'postgres' ? 'postgres' : null);
    if (group) processes.set(pid, { group, ms: ticksToMs(ticks) });
  }
  const own = process.cpuUsage();
  processes.set('bench', { group: 'bench', ms: (own.user + own.system) / 1000 });
  // /proc/stat's first line: user nice system idle iowait irq softirq steal … (ticks, all cores).
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const idle = cpu[3] + cpu[4];
  const total = cpu.reduce((sum, value) => sum + value, 0);
  return { processes, machineBusy: ticksToMs(total - idle), machineTotal: ticksToMs(total) };
}

/** "web 98 %, platform 41 %, …, machine 196 % of 200 %": CPU per group between two snapshots, 100 % = one core. */
export function cpuShares(before: CpuSnapshot, after: CpuSnapshot): string {
  const wall = (after.machineTotal - before.machineTotal) / os.cpus().length;
  if (wall <= 0) return 'no CPU figures';
  const percent = (ms: number) => `${Math.round((100 * ms) / wall)} %`;
  // Per process, so that one that ended between the snapshots (a PostgreSQL backend) takes
  // nothing away; one that started counts from zero.
  const used = new Map<string, number>();
  for (const [pid, { group, ms }] of after.processes) used.set(group, (used.get(group) ?? 0) + ms - (before.processes.get(pid)?.ms ?? 0));
  const parts = [...used].map(([name, ms]) => `${name} ${percent(ms)}`);
  return `${parts.join(', ')}; machine ${percent(after.machineBusy - before.machineBusy)} of ${os.cpus().length * 100} %`;
}
