import { ParentTabs } from '../../kit/resource/ParentTabs.tsx';

/** Below a company's details: the tabs of its users, addresses, orders, discounts and tickets. */
export function CompanyTabsPanel({ recordId }: { recordId: string }) {
  return <ParentTabs parentRoute="companies-details" params={{ id: recordId }} active={null} />;
}
