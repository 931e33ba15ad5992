"""`labeler roles`: the coordinator says, per project, what annotators and adjudicators may see."""

from __future__ import annotations

import json

from tests.cli_main import run_main
from tests.tui.dbs import make_db


def test_roles_lists_allows_denies_and_resets(tmp_path):
    db = str(tmp_path / "roles.db")
    make_db(tmp_path / "roles.db", queries=1, pairs_per_query=1).close()
    code, out, _ = run_main(["--db", db, "roles"])
    assert code == 0
    assert "annotator    see-evaluation     no   (default)" in out
    assert "adjudicator  see-others-grades  yes  (default)" in out
    code, out, _ = run_main(["--db", db, "roles", "allow", "annotator", "see-evaluation", "see-agreement"])
    assert (code, out) == (0, "annotator: see-evaluation yes, see-agreement yes, see-others-grades no "
                              "(apps started from now on)\n")
    assert run_main(["--db", db, "roles", "deny", "adjudicator", "see-others-grades"])[0] == 0
    code, out, _ = run_main(["--db", db, "roles", "--format", "json"])
    rows = {(row["role"], row["permission"]): (row["allowed"], row["set_by"]) for row in json.loads(out)}
    assert rows[("annotator", "see-evaluation")] == (True, "coordinator")
    assert rows[("adjudicator", "see-others-grades")] == (False, "coordinator")
    assert rows[("annotator", "see-others-grades")] == (False, "default")
    assert run_main(["--db", db, "roles", "reset", "annotator"])[0] == 0
    code, out, _ = run_main(["--db", db, "roles", "--format", "json"])
    assert not [row for row in json.loads(out) if row["role"] == "annotator" and row["set_by"] == "coordinator"]


def test_a_coordinator_or_an_unknown_permission_is_refused_in_one_line(tmp_path):
    db = str(tmp_path / "roles.db")
    make_db(tmp_path / "roles.db", queries=1, pairs_per_query=1).close()
    code, _, err = run_main(["--db", db, "roles", "allow", "coordinator", "see-evaluation"])
    assert (code, err) == (2, "error: a coordinator may do everything: there is nothing to allow or deny a coordinator\n")
    code, _, err = run_main(["--db", db, "roles", "deny", "annotator", "see-everything"])
    assert code == 2 and "see-everything" in err
