"""Output files at user-given paths: a missing folder is an error unless --parents creates it.

Every command that writes a file where the user says (export qrels/judgments/suggestions,
report --out) goes through labeler.cli.terminal.output.prepare_output; the default exports/ folder
is still created on demand.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from labeler.cli import main
from labeler.services.demo import build_demo


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo database (one annotator's judgments, two runs), built once for this module."""
    db = tmp_path_factory.mktemp("output_paths") / "labeler.db"
    build_demo(db).close()
    return db


def _labeler(db: Path, *args: str) -> int:
    with pytest.raises(SystemExit) as excinfo:
        main(["--db", str(db), *args])
    return int(excinfo.value.code or 0)


# (command words, how the output path is passed)
WRITERS = [
    (("export", "judgments"), "j.csv"),
    (("export", "qrels", "--out"), "q.txt"),
    (("export", "qrels", "--out"), ""),  # a folder: qrels.txt goes inside it
    (("report", "bm25", "dense", "--out"), "r.md"),
]
IDS = ["export judgments", "export qrels", "export qrels folder", "report"]


@pytest.mark.parametrize(("words", "name"), WRITERS, ids=IDS)
def test_a_missing_folder_is_refused_and_not_created(
    demo_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], words: tuple[str, ...], name: str
) -> None:
    folder = tmp_path / "absent" / "deeper"
    target = f"{folder}/{name}"
    assert _labeler(demo_db, *words, target) == 2
    shown = target if name else f"{folder}/"
    assert capsys.readouterr().err.strip() == (
        f"error: {shown}: directory {folder}{'/' if not name else ''} does not exist (pass --parents to create it)"
    )
    assert not (tmp_path / "absent").exists()


@pytest.mark.parametrize(("words", "name"), WRITERS, ids=IDS)
def test_parents_creates_the_missing_folders(
    demo_db: Path, tmp_path: Path, words: tuple[str, ...], name: str
) -> None:
    folder = tmp_path / "absent" / "deeper"
    assert _labeler(demo_db, *words, f"{folder}/{name}", "--parents") == 0
    assert (folder / (name or "qrels.txt")).stat().st_size > 0


def test_a_file_where_a_folder_should_be_is_one_line(
    demo_db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "plain").write_text("not a folder")
    assert _labeler(demo_db, "export", "judgments", str(tmp_path / "plain" / "j.csv"), "--parents") == 2
    assert capsys.readouterr().err.strip() == f"error: {tmp_path / 'plain' / 'j.csv'}: {tmp_path / 'plain'} is not a directory"


def test_the_default_exports_folder_is_still_created(
    demo_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert _labeler(demo_db, "export", "qrels") == 0
    assert (tmp_path / "exports" / "qrels.txt").exists()


def test_the_exports_folder_named_explicitly_is_created_too(
    demo_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert _labeler(demo_db, "report", "bm25", "--out", "exports/cmp.md") == 0
    assert (tmp_path / "exports" / "cmp.md").exists()
