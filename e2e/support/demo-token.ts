// A demo account's token straight from the token call, for the scripts and benches that drive the real
// server outside a test (inside a test, flows.ts `apiToken` asserts instead of throwing).
export async function demoToken(base: string, username: string, password = 'Demo2026'): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'password', username, password, client_id: '8888' });
  const answer = (await (await fetch(`${base}/masterapi/token`, { method: 'POST', body })).json()) as {
    access_token?: string;
  };
  if (!answer.access_token) throw new Error(`no token for ${username}`);
  return answer.access_token;
}
