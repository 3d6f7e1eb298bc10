import type { OpenProblem } from '@venue/contracts/operations';
import type { CleaningDomain } from './cleaning.domain';
import type { MachineReportsDomain } from './machine-reports.domain';
import type { MaintenanceDomain } from './maintenance.domain';

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Everything still open on the floor, from the three records that say a machine has a problem:
 * players' reports not yet fixed or closed, game issues not resolved, maintenance not completed.
 * The machines service makes each game's status from this (and rebuilds from it).
 */
export function openProblems(deps: {
  machineReports: MachineReportsDomain;
  cleaning: CleaningDomain;
  maintenance: MaintenanceDomain;
}) {
  return async (gameName: string): Promise<OpenProblem[]> => {
    const [reports, issues, logs] = await Promise.all([
      deps.machineReports.open(),
      deps.cleaning.unresolvedIssues(),
      deps.maintenance.unfinished(),
    ]);
    const problems: OpenProblem[] = [
      ...reports.map((report): OpenProblem => ({
        source: 'machine-report',
        id: report.id,
        gameName: report.gameName,
        category: null,
        status: report.status,
        since: report.updatedAt,
      })),
      ...issues.map((issue): OpenProblem => ({
        source: 'game-issue',
        id: issue.id,
        gameName: issue.gameName,
        category: issue.category,
        status: issue.status,
        since: issue.updatedAt,
      })),
      ...logs.map((log): OpenProblem => ({
        source: 'maintenance-log',
        id: log.id,
        gameName: log.gameTitle,
        category: log.gameCategory,
        status: log.status,
        since: log.updatedAt,
      })),
    ];
    return gameName === ''
      ? problems
      : problems.filter((problem) => sameName(problem.gameName, gameName));
  };
}

export type OpenProblems = ReturnType<typeof openProblems>;
