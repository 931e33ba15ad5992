"""The container table: every container and --format name has one entry, and each entry's reader,
writer, unit and first line agree with what the files hold."""

from __future__ import annotations

from typing import get_args

import pytest

from labeler.dataio.records.containers import CONTAINERS, records_of, write_records
from labeler.dataio.records.formats import FORMAT_CONTAINERS, FileFormat
from labeler.domain.choices import FILE_FORMATS

RECORDS = [{"id": "q1", "text": "heat pumps"}, {"id": "q2", "text": "Hoses, in winter"}]


def test_every_container_and_format_name_has_one_entry():
    assert tuple(CONTAINERS) == get_args(FileFormat)
    assert all(container.name == name for name, container in CONTAINERS.items())
    assert set(FILE_FORMATS.values) <= set(FORMAT_CONTAINERS)
    assert set(FORMAT_CONTAINERS.values()) <= set(CONTAINERS)


@pytest.mark.parametrize("name", [name for name, container in CONTAINERS.items() if container.write is not None])
def test_records_written_read_back_numbered_as_the_table_says(tmp_path, name):
    path = write_records(tmp_path / f"records.{name}", RECORDS, ["id", "text"])
    read = list(records_of(path, name))
    assert [record for _, record in read] == RECORDS
    container = CONTAINERS[name]
    first = container.first_line if container.unit == "line" else 1
    assert [number for number, _ in read] == [first, first + 1]


def test_text_has_no_records_of_its_own_but_the_kind_s_reader():
    assert CONTAINERS["text"].read is None and CONTAINERS["text"].write is None
    with pytest.raises(ValueError):
        records_of(__import__("pathlib").Path("x"), "text")
