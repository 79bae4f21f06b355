/** The signed-in user as `GET mslogin.v1/auth/user` returns it (API.md), kept in local storage. */
export interface CurrentUser {
  id: number;
  email: string;
  name: string;
  surname: string | null;
  username: string | null;
  status: string | null;
  type: string | null;
  market: string | null;
  profile_id: number | null;
  academy_id: number | null;
  client_id: number | null;
  delivery_address_id: number | null;
  user_position_id: number | null;
  roles: string[];
  permissions: string[];
  client?: { iso: string | null; name: string | null } | null;
}

export function userDisplayName(user: Pick<CurrentUser, 'name' | 'surname' | 'email'>): string {
  const full = [user.name, user.surname].filter((part) => part && part.trim() !== '').join(' ');
  return full || user.email;
}
