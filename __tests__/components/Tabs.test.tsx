import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Tabs, TabItem } from "../../src/mdx/Tabs";

function Page() {
  return (
    <>
      <div data-testid="first">
        <Tabs groupId="iac">
          <TabItem value="terraform" label="Terraform">
            terraform apply
          </TabItem>
          <TabItem value="terragrunt" label="Terragrunt" default>
            terragrunt apply
          </TabItem>
        </Tabs>
      </div>
      <div data-testid="second">
        <Tabs groupId="iac">
          <TabItem value="terraform" label="Terraform">
            module block
          </TabItem>
          <TabItem value="terragrunt" label="Terragrunt">
            terragrunt.hcl
          </TabItem>
        </Tabs>
      </div>
    </>
  );
}

describe("Tabs", () => {
  beforeEach(() => window.localStorage.clear());

  it("shows the default tab first, with the others' panels in the page but hidden", () => {
    render(<Page />);
    const first = within(screen.getByTestId("first"));
    expect(first.getByRole("tab", { name: "Terragrunt" })).toHaveAttribute("aria-selected", "true");
    expect(first.getByText("terragrunt apply")).toBeVisible();
    expect(first.getByText("terraform apply")).not.toBeVisible();
  });

  it("keeps blocks of one group in sync and stores the choice under docs.tab.<groupId>", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(within(screen.getByTestId("second")).getByRole("tab", { name: "Terragrunt" }));
    await user.click(within(screen.getByTestId("first")).getByRole("tab", { name: "Terraform" }));
    expect(within(screen.getByTestId("second")).getByRole("tab", { name: "Terraform" })).toHaveAttribute("aria-selected", "true");
    expect(within(screen.getByTestId("second")).getByText("module block")).toBeVisible();
    expect(window.localStorage.getItem("docs.tab.iac")).toBe("terraform");
  });

  it("restores the stored choice on a later page", () => {
    window.localStorage.setItem("docs.tab.iac", "terraform");
    render(<Page />);
    expect(within(screen.getByTestId("first")).getByRole("tab", { name: "Terraform" })).toHaveAttribute("aria-selected", "true");
  });

  it("moves between tabs with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const first = within(screen.getByTestId("first"));
    // Group choices live for the page (like a real session), so start from a known tab.
    await user.click(first.getByRole("tab", { name: "Terragrunt" }));
    await user.keyboard("{ArrowRight}");
    expect(first.getByRole("tab", { name: "Terraform" })).toHaveFocus();
    expect(first.getByRole("tab", { name: "Terraform" })).toHaveAttribute("aria-selected", "true");
  });
});
