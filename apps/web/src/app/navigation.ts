type Navigator = (to: string) => Promise<void> | void;

let navigator: Navigator = (to) => {
  window.location.assign(to);
};

/**
 * Lets code outside React (the gateway client's 401 handling) navigate with the router, without
 * importing it: the router imports the screens, which import the client.
 */
export function registerNavigator(next: Navigator): void {
  navigator = next;
}

export async function navigateTo(to: string): Promise<void> {
  await navigator(to);
}
