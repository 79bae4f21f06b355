/** The create/details/edit/duplicate screen of every resource with a definition (replaced by the resource kit). */
export function ResourceFormScreen() {
  return null;
}
