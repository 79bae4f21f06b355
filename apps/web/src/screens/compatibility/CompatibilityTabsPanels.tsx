import { ParentTabs } from '../../kit/resource/ParentTabs.tsx';

/** Below an article's details: its tabs, among them the indoor units it is compatible with. */
export function ArticleTabsPanel({ recordId }: { recordId: string }) {
  return <ParentTabs parentRoute="articles-details" params={{ az_iso: recordId }} active={null} />;
}

/** Below an indoor-unit model's details: the articles compatible with it (what an agent looks up). */
export function IuModelTabsPanel({ recordId }: { recordId: string }) {
  return <ParentTabs parentRoute="compatibilityiumodels-details" params={{ id: recordId }} active={null} />;
}
