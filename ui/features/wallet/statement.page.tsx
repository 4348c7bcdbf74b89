import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { CLOCK } from "../../../application/ports/clock.port";
import { WALLET_API } from "../../../application/ports/wallet-api.port";
import type { MonthlyStatement } from "../../../domain/wallet/wallet-api.schema";
import { useService } from "../../app/container-context";
import { Brand } from "../../design-system/brand";
import { Button } from "../../design-system/button";
import { PrinterIcon } from "../../design-system/icons/printer";
import { SelectField } from "../../design-system/select-field";
import { href } from "../../routes/href";
import type { PageProps } from "../../routes/route-def";
import { Money } from "../../shared/format/money";
import { useFormat } from "../../shared/format/use-format";
import { LoadState } from "../../shared/page-state";
import { useServerData } from "../../shared/server-state/use-server-data";
import { TopBar, TopBarButton } from "../../shared/top-bar";
import { statementPages } from "./statement-pages";
import type { Transaction } from "../../../domain/wallet/wallet.schema";
import { LineAbout, LineAmount, SignedMoney, useLineText } from "./transaction-view";
import { recentMonths } from "./wallet-months";
import "./wallet.css";

/**
 * Lines on one printed A4 page beside its header, the first page's summary and the forward rows: a
 * line takes up to three short lines of type (name, job, date and Transaction ID), ~50 px of the
 * ~1,000 px an A4 page holds inside its margins (statement.css prints them compact).
 */
const LINES_PER_PAGE = 10;

/**
 * A line's amount (as the list shows it) and the balance after it: two columns on paper and wider
 * screens; on a phone one column, the balance under the amount (the wide column is not displayed,
 * so nothing is read twice).
 */
function Balance({ amount, tx }: { readonly amount: number; readonly tx?: Transaction }) {
  return (
    <>
      <td>
        {tx !== undefined && <LineAmount tx={tx} />}
        <span className={tx === undefined ? "wl-lines__narrow" : "wl-lines__narrow wl-lines__after"}>
          <Money amount={amount} />
        </span>
      </td>
      <td className="wl-lines__wide">
        <Money amount={amount} />
      </td>
    </>
  );
}

function StatementSheets({ statement }: { readonly statement: MonthlyStatement }) {
  const { t } = useTranslation("wallet");
  const format = useFormat();
  const lineText = useLineText();
  const pages = statementPages(statement.openingBalance, statement.lines, LINES_PER_PAGE);
  const month = format.month(statement.month);
  return (
    <>
      {pages.map((page) => {
        const last = page.number === pages.length;
        const titleId = `wl-statement-${page.number}`;
        return (
          <article key={page.number} className="wl-sheet" aria-labelledby={titleId}>
            <header className="wl-sheet__head">
              <Brand />
              {/* The first page's title is the page's h1; the others repeat it for print. */}
              {page.number === 1 ? (
                <h1 id={titleId}>{t("statement.heading", { month })}</h1>
              ) : (
                <h2 id={titleId}>{t("statement.heading", { month })}</h2>
              )}
              <p className="wl-sheet__who">
                <span>
                  {t("statement.holder")}: <strong>{statement.holderName}</strong>
                </span>
                <span>{t("statement.generated", { date: format.dateTime(statement.generatedAt) })}</span>
                <span>{t("statement.page", { page: page.number, pages: pages.length })}</span>
              </p>
            </header>
            {page.number === 1 && (
              <dl className="wl-sheet__summary">
                <div>
                  <dt>{t("statement.opening")}</dt>
                  <dd>
                    <Money amount={statement.openingBalance} />
                  </dd>
                </div>
                <div>
                  <dt>{t("statement.totalIn")}</dt>
                  <dd>
                    <SignedMoney amount={statement.totalIn} />
                  </dd>
                </div>
                <div>
                  <dt>{t("statement.totalOut")}</dt>
                  <dd>
                    <SignedMoney amount={-statement.totalOut} />
                  </dd>
                </div>
                <div>
                  <dt>{t("statement.closing")}</dt>
                  <dd>
                    <Money amount={statement.closingBalance} />
                  </dd>
                </div>
              </dl>
            )}
            <table className="wl-lines">
              <thead>
                <tr>
                  <th scope="col">{t("statement.description")}</th>
                  <th scope="col">
                    {t("statement.change")}
                    <span className="wl-lines__narrow"> / {t("statement.balance")}</span>
                  </th>
                  <th scope="col" className="wl-lines__wide">
                    {t("statement.balance")}
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr className="wl-lines__forward">
                  <th scope="row">{page.number === 1 ? t("statement.opening") : t("statement.broughtForward")}</th>
                  <Balance amount={page.broughtForward} />
                </tr>
                {page.lines.map((tx) => {
                  const line = lineText(tx);
                  return (
                    <tr key={tx.transactionId}>
                      <th scope="row">
                        <span className="wl-lines__name">{line.title}</span>
                        <LineAbout line={line} className="wl-lines__more" />
                        <span className="wl-lines__more">
                          {format.dateTime(tx.at)} · <span className="nowrap">{tx.transactionId}</span>
                        </span>
                      </th>
                      <Balance amount={tx.balanceAfter} tx={tx} />
                    </tr>
                  );
                })}
                {statement.lines.length === 0 && (
                  <tr>
                    <td colSpan={3} className="wl-lines__none">
                      {t("statement.noMovements")}
                    </td>
                  </tr>
                )}
              </tbody>
              <tfoot>
                <tr className="wl-lines__forward">
                  <th scope="row">{last ? t("statement.closing") : t("statement.carriedForward")}</th>
                  <Balance amount={page.carriedForward} />
                </tr>
              </tfoot>
            </table>
            {last && <p className="wl-sheet__note">{t("statement.note")}</p>}
          </article>
        );
      })}
    </>
  );
}

/** /wallet/statement?month=YYYY-MM (issue 23, both sides): a month's statement, printable on A4 pages. */
export default function StatementPage(_props: PageProps) {
  const { t } = useTranslation("wallet");
  const format = useFormat();
  const wallet = useService(WALLET_API);
  const clock = useService(CLOCK);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const months = recentMonths(clock.now());
  const month = params.get("month") ?? months[0]!;
  const { state, reload } = useServerData(["wallet-statement", month], () => wallet.statement(month));
  const print = () => window.print();
  return (
    <main className="page stack wl-statement">
      <TopBar
        title={t("statement.title")}
        heading={false}
        action={
          <TopBarButton label={t("statement.print")} onClick={print}>
            <PrinterIcon />
          </TopBarButton>
        }
      />
      <div className="wl-statement__tools">
        <SelectField
          id="wl-statement-month"
          label={t("statement.month")}
          value={month}
          onChange={(m) => void navigate(href.walletStatement({ month: m }), { replace: true })}
          options={(months.includes(month) ? months : [month, ...months]).map((m) => ({ value: m, label: format.month(m) }))}
        />
        <Button variant="secondary" block onClick={print}>
          <PrinterIcon size={20} />
          {t("statement.print")}
        </Button>
      </div>
      {state.status === "ready" ? <StatementSheets statement={state.value} /> : <LoadState state={state} reload={reload} headingLevel={1} />}
    </main>
  );
}
