import type { Browser, CDPSession } from 'playwright-core';

interface TargetInfo { targetId: string; type: string; url: string }
interface CspIssueDetails {
  violatedDirective?: string;
  contentSecurityPolicyViolationType?: string;
  blockedURL?: string;
  sourceCodeLocation?: { url?: string };
}
interface AuditsMessage {
  method?: string;
  params?: { issue?: { code?: string; details?: { contentSecurityPolicyIssueDetails?: CspIssueDetails } } };
}

const WATCHED_TARGETS = new Set(['page', 'iframe', 'worker', 'shared_worker', 'service_worker']);

/**
 * Every Content-Security-Policy violation in any page or worker of `browser`, as Chromium's
 * DevTools "Issues" report them. A browser-level CDP session is used because a dedicated
 * worker's violations reach neither the page's console nor its `securitypolicyviolation` event.
 */
export async function watchCspIssues(browser: Browser): Promise<{ issues: string[]; stop: () => Promise<void> }> {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  const issues: string[] = [];
  let messageId = 0;
  cdp.on('Target.targetCreated', async ({ targetInfo }: { targetInfo: TargetInfo }) => {
    if (!WATCHED_TARGETS.has(targetInfo.type)) return;
    try {
      const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false });
      messageId += 1;
      await cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: messageId, method: 'Audits.enable' }) });
    } catch {
      // The target closed before we could attach: it can no longer violate anything.
    }
  });
  cdp.on('Target.receivedMessageFromTarget', ({ message }: { message: string }) => {
    const parsed = JSON.parse(message) as AuditsMessage;
    const issue = parsed.method === 'Audits.issueAdded' ? parsed.params?.issue : undefined;
    if (issue?.code !== 'ContentSecurityPolicyIssue') return;
    const details = issue.details?.contentSecurityPolicyIssueDetails ?? {};
    issues.push([details.violatedDirective, details.contentSecurityPolicyViolationType,
      details.blockedURL ?? details.sourceCodeLocation?.url].filter(Boolean).join(' '));
  });
  await cdp.send('Target.setDiscoverTargets', { discover: true });
  return { issues, stop: () => cdp.detach() };
}
