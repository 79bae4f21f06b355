/** The list screen of every resource with a definition (replaced by the resource kit). */
export function ResourceListScreen() {
  return null;
}
