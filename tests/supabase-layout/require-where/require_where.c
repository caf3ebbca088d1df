/*
 * Owns require_where, our stand-in for pg-safeupdate on the Supabase-layout test cluster: a session that loads it
 * (authenticator's session_preload_libraries, as hosted projects load pg-safeupdate for PostgREST) cannot run an
 * UPDATE or DELETE without a WHERE clause. Written for this repository; not pg-safeupdate's code.
 */
#include "postgres.h"

#include "fmgr.h"
#include "nodes/nodes.h"
#include "nodes/parsenodes.h"
#include "parser/analyze.h"

PG_MODULE_MAGIC;

void _PG_init(void);

static post_parse_analyze_hook_type previous_hook = NULL;

static void
require_where(Query *query)
{
	ListCell   *lc;

	if ((query->commandType == CMD_DELETE || query->commandType == CMD_UPDATE) &&
		(query->jointree == NULL || query->jointree->quals == NULL))
		ereport(ERROR,
				(errcode(ERRCODE_CARDINALITY_VIOLATION),
				 errmsg("%s requires a WHERE clause",
						query->commandType == CMD_DELETE ? "DELETE" : "UPDATE")));

	/* A data-modifying WITH is analysed as part of its outer statement: the hook never sees it on its own. */
	foreach(lc, query->cteList)
	{
		CommonTableExpr *cte = lfirst_node(CommonTableExpr, lc);

		if (cte->ctequery && IsA(cte->ctequery, Query))
			require_where((Query *) cte->ctequery);
	}
}

static void
require_where_hook(ParseState *pstate, Query *query, JumbleState *jstate)
{
	if (previous_hook)
		previous_hook(pstate, query, jstate);
	require_where(query);
}

void
_PG_init(void)
{
	previous_hook = post_parse_analyze_hook;
	post_parse_analyze_hook = require_where_hook;
}
