"""The schema is SQLModel table models, one declaration per table, each documenting what it holds."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import labeler.storage
from labeler.storage.schema import MODELS, TableModel, metadata, table_of

STORAGE = Path(labeler.storage.__file__).parent


def test_every_table_is_declared_by_one_model():
    assert sorted(table_of(model).name for model in MODELS) == sorted(metadata.tables)
    assert all(issubclass(model, TableModel) and model.model_config.get("table") for model in MODELS)


def test_no_table_is_declared_by_hand():
    hand_made = [f"{path.relative_to(STORAGE)}:{number}"
                 for path in STORAGE.rglob("*.py")
                 for number, line in enumerate(path.read_text().splitlines(), 1) if re.search(r"\bTable\(", line)]
    assert hand_made == []


def test_every_model_says_what_a_row_means_and_every_column_what_it_holds():
    undocumented = []
    for model in MODELS:
        if not (model.__doc__ or "").strip():
            undocumented.append(model.__name__)
        fields = model.model_fields
        assert len(fields) == len(table_of(model).columns), model.__name__
        undocumented += [f"{model.__name__}.{name}" for name, field in fields.items() if not field.description]
    assert undocumented == []


def test_models_live_in_modules_named_for_their_concept():
    # storage/schema/{corpus,runs,pool,judgments,suggestions,team,counts,sampling,batches,claims}.py
    modules = {inspect.getmodule(model).__name__.rsplit(".", 1)[-1] for model in MODELS}
    assert modules == {"corpus", "runs", "pool", "judgments", "suggestions", "team", "counts", "sampling", "batches",
                       "claims", "project"}
