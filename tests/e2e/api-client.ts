/** Direct calls to the real server from a test (setting up users, a second client's save). */
export async function apiCall<T = unknown>(baseUrl: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export async function apiLogin(baseUrl: string, username: string, password: string): Promise<string> {
  const answer = await apiCall<{ access_token: string }>(baseUrl, 'POST', '/auth/login', { body: { username, password } });
  if (answer.status !== 200) throw new Error(`login of ${username} failed with ${answer.status}`);
  return answer.body.access_token;
}

/** Creates a user through the admin API; `forcePasswordChange` false lets the test sign in straight away. */
export async function createUser(baseUrl: string, adminToken: string, user: { username: string; password: string; role: 'admin' | 'modeller' | 'user'; forcePasswordChange?: boolean }): Promise<void> {
  const answer = await apiCall(baseUrl, 'POST', '/admin/users', {
    token: adminToken,
    body: { username: user.username, full_name: `${user.username} Test`, role: user.role, password: user.password, force_password_change: user.forcePasswordChange ?? false },
  });
  if (answer.status !== 201) throw new Error(`creating ${user.username} failed with ${answer.status}: ${JSON.stringify(answer.body)}`);
}
