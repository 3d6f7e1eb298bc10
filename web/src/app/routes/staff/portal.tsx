import { StaffPageHeader } from '@/components/layouts/staff-page-header';
import { staffTools } from '@/config/pages';
import { ActiveGamesTile } from '@/features/catalogue/components/active-games-tile';
import { useStaffSessionInfo } from '@/features/staff-session/api/get-staff-session';
import { LogoutButton } from '@/features/staff-session/components/logout-button';
import { PortalSession } from '@/features/staff-portal/components/portal-session';
import { SystemStatusTile } from '@/features/staff-portal/components/system-status-tile';
import { ToolCards } from '@/features/staff-portal/components/tool-cards';
import {
  OpenIssuesTile,
  PrizeInventoryTile,
} from '@/features/staff-portal/components/operations-tiles';

import './portal.css';

export default function StaffPortalRoute() {
  const info = useStaffSessionInfo();
  return (
    <div className="container staff-portal">
      <StaffPageHeader
        title="Staff Portal"
        description={<PortalSession />}
        actions={<LogoutButton />}
      />

      <section className="staff-portal__section" aria-labelledby="portal-status-title">
        <h2 id="portal-status-title" className="caps-label staff-portal__heading">
          Status
        </h2>
        <div className="staff-portal__tiles">
          <SystemStatusTile />
          <ActiveGamesTile />
          <PrizeInventoryTile />
          <OpenIssuesTile />
        </div>
      </section>

      <section className="staff-portal__section" aria-labelledby="portal-tools-title">
        <h2 id="portal-tools-title" className="caps-label staff-portal__heading">
          Staff Tools
        </h2>
        <ToolCards tools={staffTools(info.data?.role === 'admin')} />
      </section>
    </div>
  );
}
