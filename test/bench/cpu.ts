// Where a benchmark phase's CPU time went, read from Linux's /proc: the server's processes (a
// process and everything it started), PostgreSQL's, this process (the benchmark's clients), and
// everything else on the machine (other people's jobs), each as a share of all cores.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Kernel clock ticks a second (`getconf CLK_TCK`; 100 on Linux). */
const TICKS = 100;

interface ProcStat {
  readonly pid: number;
  readonly ppid: number;
  /** User plus system ticks. */
  readonly ticks: number;
}

function readStat(pid: string): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; the fields after it are fixed.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      pid: Number(pid),
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return undefined; // gone since the listing
  }
}

function allStats(): ProcStat[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => readStat(pid) ?? []);
}

/** Ticks used so far by each live process of the roots' trees, by pid. */
function treeTicks(stats: readonly ProcStat[], roots: readonly number[]): Map<number, number> {
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const byPid = new Map(stats.map((stat) => [stat.pid, stat]));
  const ticks = new Map<number, number>();
  const visit = (stat: ProcStat | undefined) => {
    if (!stat) return;
    ticks.set(stat.pid, stat.ticks);
    for (const child of children.get(stat.pid) ?? []) visit(child);
  };
  for (const root of roots) visit(byPid.get(root));
  return ticks;
}

/**
 * CPU seconds the trees used between two readings: processes alive at the end, from their time at
 * the start (0 when started since). A process that ended in between is left out, never negative.
 */
function secondsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, used] of after) ticks += Math.max(0, used - (before.get(pid) ?? 0));
  return ticks / TICKS;
}

/** Busy CPU seconds of the whole machine (every core; /proc/stat without idle and iowait). */
function machineSeconds(): number {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return (
    ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / TICKS
  );
}

/** Shares of all cores' time during a phase, 0..1 each. */
export interface CpuShares {
  readonly server: number;
  readonly postgres: number;
  readonly clients: number;
  readonly others: number;
}

interface Reading {
  readonly wall: number;
  readonly server: Map<number, number>;
  readonly postgres: Map<number, number>;
  readonly clients: number;
  readonly machine: number;
}

/** The pid whose command line holds `text` (PostgreSQL's postmaster by its port flag). */
export function pidWith(text: string): number | undefined {
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ');
      if (command.includes(text)) return Number(name);
    } catch {
      // gone since the listing
    }
  }
  return undefined;
}

function read(serverPid: number, postgresPid: number | undefined): Reading {
  const stats = allStats();
  const own = process.cpuUsage();
  return {
    wall: performance.now() / 1000,
    server: treeTicks(stats, [serverPid]),
    postgres: treeTicks(stats, postgresPid === undefined ? [] : [postgresPid]),
    clients: (own.user + own.system) / 1e6,
    machine: machineSeconds(),
  };
}

/** Runs `phase`, then says how the cores' time was shared while it ran. */
export async function measureCpu<T>(
  serverPid: number,
  postgresPid: number | undefined,
  phase: () => Promise<T>,
): Promise<{ result: T; cpu: CpuShares }> {
  const before = read(serverPid, postgresPid);
  const result = await phase();
  const after = read(serverPid, postgresPid);
  const capacity = (after.wall - before.wall) * availableParallelism();
  const server = secondsBetween(before.server, after.server) / capacity;
  const postgres = secondsBetween(before.postgres, after.postgres) / capacity;
  const clients = (after.clients - before.clients) / capacity;
  const machine = (after.machine - before.machine) / capacity;
  return {
    result,
    cpu: { server, postgres, clients, others: Math.max(0, machine - server - postgres - clients) },
  };
}
