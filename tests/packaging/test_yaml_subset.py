"""The stdlib YAML-subset reader that checks the workflow files: what it reads and refuses."""

import pytest
from yaml_subset import YamlSubsetError, loads


def test_nested_mappings_sequences_and_scalars():
    source = """
# comment
name: release  # trailing comment
"on":
  push:
    tags:
      - "v*"
  workflow_dispatch:
jobs:
  a:
    timeout-minutes: 60
    fail-fast: false
    steps:
      - uses: actions/checkout@v4
      - name: 'it''s quoted'
        run: python packaging/ci.py test
        env:
          X: "${{ secrets.X }}"
      - plain item
"""
    assert loads(source) == {
        "name": "release",
        "on": {"push": {"tags": ["v*"]}, "workflow_dispatch": None},
        "jobs": {
            "a": {
                "timeout-minutes": 60,
                "fail-fast": False,
                "steps": [
                    {"uses": "actions/checkout@v4"},
                    {
                        "name": "it's quoted",
                        "run": "python packaging/ci.py test",
                        "env": {"X": "${{ secrets.X }}"},
                    },
                    "plain item",
                ],
            }
        },
    }


def test_a_url_is_a_plain_string_not_a_mapping():
    assert loads("- https://example.org/x\n") == ["https://example.org/x"]


@pytest.mark.parametrize(
    "source, problem",
    [
        ("a:\n\tb: 1\n", "tab"),
        ("a: [1, 2]\n", "unsupported syntax"),
        ("a: {b: 1}\n", "unsupported syntax"),
        ("a: |\n  text\n", "unsupported syntax"),
        ("a: &anchor x\n", "unsupported syntax"),
        ("a: 1\na: 2\n", "duplicate key"),
        ("a: b: c\n", "would not read as one string"),
        ("python-version: 3.10\n", "quote it"),
        ("on: push\n", "quote it"),
        ("a: yes\n", "quote it"),
        ("a: 0755\n", "quote it"),
        ("a: 2024-01-02\n", "quote it"),
        ("a:\n  - x\n  b: 1\n", "expected '- item'"),
        ("a:\n- x\n", "expected .key: value."),
        ("a: 1\n  b: 2\n", "unexpected indentation"),
        ('a: "unterminated\n', "unterminated"),
        ("---\na: 1\n", "document markers"),
    ],
)
def test_refuses_what_it_cannot_read_exactly(source, problem):
    with pytest.raises(YamlSubsetError, match=problem):
        loads(source)
